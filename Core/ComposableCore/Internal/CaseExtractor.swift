@_spi(Reflection) import CasePaths

/// Extracts a case's associated value the way a case path does, but, once it has seen the case
/// match, by comparing enum tags and copying the payload out of the value.
///
/// A case key path extracts through key path application and `Any` casts, about a microsecond per
/// `Scope` per action. The first value the case path extracts teaches this the case's tag, read
/// through swift-case-paths' reflection SPI. It takes the fast path only if that case's payload
/// has the value's type and is stored, byte for byte, at the start of the enum's value: not
/// boxed (an indirect case) and with no tag bits mixed into it. A payload case's tag bits are the
/// same for every value of the case, so one matching value proves it for all of them.
final class CaseExtractor<Root, Value>: @unchecked Sendable {
  private enum Mode {
    case learning
    case tag(UInt32)
    case casePath
  }

  private let casePath: AnyCasePath<Root, Value>
  private let metadata: EnumMetadata?
  /// Room for a copy of a root, or for a value the case path extracted.
  private let scratch: UnsafeMutableRawPointer
  // NB: Only the store that resolved the reducer uses it, from its actor.
  @exclusivity(unchecked) private var mode: Mode

  /// An extractor through `casePath`, which learns the case's tag from the first match unless
  /// `learns` is false (for one that extracts only a few times).
  init(_ casePath: AnyCasePath<Root, Value>, learns: Bool = true) {
    self.casePath = casePath
    self.metadata =
      learns && MemoryLayout<Value>.size <= MemoryLayout<Root>.size ? EnumMetadata(Root.self) : nil
    self.mode = metadata == nil ? .casePath : .learning
    self.scratch = .allocate(
      byteCount: max(MemoryLayout<Root>.size, MemoryLayout<Value>.size, 1),
      alignment: max(MemoryLayout<Root>.alignment, MemoryLayout<Value>.alignment)
    )
  }

  /// An extractor that has learned the case's tag from `sample`, a value in the case, for a case
  /// whose values may come rarely: until one comes, the values of other cases would each go
  /// through the case path.
  convenience init(_ casePath: AnyCasePath<Root, Value>, learningFrom sample: Root) {
    self.init(casePath)
    guard extract(from: sample), case .casePath = mode else { return }
    // NB: A learned tag leaves nothing in the scratch; a case path's match leaves its value.
    scratch.bindMemory(to: Value.self, capacity: 1).deinitialize(count: 1)
  }

  deinit {
    scratch.deallocate()
  }

  /// A case path that embeds like the original and extracts through this extractor.
  var fastCasePath: AnyCasePath<Root, Value> {
    AnyCasePath(embed: casePath.embed) { [self] root in
      extract(from: root) ? take(from: root) : nil
    }
  }

  /// Whether `root` is in the case; if it is, ``take(from:)`` must be called next, with it.
  ///
  /// A `Bool` and a separate `take` instead of an optional result: in unspecialized code an
  /// `Optional<Value>` costs a generic metadata lookup per call.
  func extract(from root: Root) -> Bool {
    switch mode {
    case let .tag(tag):
      return metadata.unsafelyUnwrapped.tag(of: root) == tag
    case .casePath, .learning:
      return extractThroughCasePath(from: root)
    }
  }

  /// The associated value of `root`, which ``extract(from:)`` has just matched.
  func take(from root: Root) -> Value {
    place(from: root).bindMemory(to: Value.self, capacity: 1).move()
  }

  /// The associated value of `root`, which ``extract(from:)`` has just matched, left in memory
  /// that the caller must move it out of, as a `Value`, before the next extraction.
  ///
  /// NB: For code specialized for `Value`, which moves it out in a few instructions where this
  ///     unspecialized code would call the type's value witnesses.
  @inline(__always)
  func place(from root: Root) -> UnsafeMutableRawPointer {
    if case .tag = mode {
      // NB: The payload is the copy's leading bytes; moving it out leaves only plain tag bytes,
      // so the rest of the copy needs no destroying.
      scratch.bindMemory(to: Root.self, capacity: 1).initialize(to: root)
    }
    return scratch
  }

  @inline(never)
  private func extractThroughCasePath(from root: Root) -> Bool {
    guard let value = casePath.extract(from: root) else { return false }
    if case .learning = mode {
      learn(from: root, extracting: value)
      // NB: Learning may switch to the tag, whose `take` reads the root instead of the scratch.
      if case .tag = mode { return true }
    }
    scratch.initializeMemory(as: Value.self, to: value)
    return true
  }

  private func learn(from root: Root, extracting value: Value) {
    mode = .casePath
    guard let metadata else { return }
    let tag = metadata.tag(of: root)
    guard metadata.associatedValueType(forTag: tag) == Value.self else { return }
    let samePayload = withUnsafeBytes(of: value) { value in
      withUnsafeBytes(of: root) { root in value.elementsEqual(root.prefix(value.count)) }
    }
    if samePayload { mode = .tag(tag) }
  }
}
