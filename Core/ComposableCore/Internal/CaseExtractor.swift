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
    /// A root is copied before its tag is read, which a miss pays for with the copy's
    /// destruction: for a case most roots are in.
    case tag(UInt32)
    /// The tag is read in place and a root copied only on a match: for a case most roots are not
    /// in.
    case tagInPlace(UInt32)
    case casePath
  }

  private let casePath: AnyCasePath<Root, Value>
  private let metadata: EnumMetadata?
  /// The root enum's tag witness, called on the copy in the scratch: reading a tag needs the
  /// value's address, which in unspecialized code a closure over the value would otherwise give.
  private let enumTag: EnumTagWitness?
  /// Whether most roots are expected in the case, which decides the learned tag's mode.
  private let expectsMatches: Bool
  /// Room for a copy of a root, or for a value the case path extracted.
  private let scratch: UnsafeMutableRawPointer
  // NB: Only the store that resolved the reducer uses it, from its actor.
  @exclusivity(unchecked) private var mode: Mode

  /// An extractor through `casePath`, which learns the case's tag from the first match unless
  /// `learns` is false (for one that extracts only a few times); `expectsMatches` is false for a
  /// case that most roots are not in.
  init(_ casePath: AnyCasePath<Root, Value>, learns: Bool = true, expectsMatches: Bool = true) {
    self.casePath = casePath
    self.expectsMatches = expectsMatches
    self.metadata =
      learns && MemoryLayout<Value>.size <= MemoryLayout<Root>.size ? EnumMetadata(Root.self) : nil
    self.enumTag = metadata.map { _ in EnumTagWitness(Root.self) }
    self.mode = metadata == nil ? .casePath : .learning
    self.scratch = .allocate(
      byteCount: max(MemoryLayout<Root>.size, MemoryLayout<Value>.size, 1),
      alignment: max(MemoryLayout<Root>.alignment, MemoryLayout<Value>.alignment)
    )
  }

  /// An extractor that has learned the case's tag from `sample`, a value in the case, for a case
  /// whose values may come rarely: until one comes, the values of other cases would each go
  /// through the case path. It reads tags in place.
  convenience init(_ casePath: AnyCasePath<Root, Value>, learningFrom sample: Root) {
    self.init(casePath, expectsMatches: false)
    guard extract(from: sample) else { return }
    scratch.bindMemory(to: Value.self, capacity: 1).deinitialize(count: 1)
  }

  deinit {
    scratch.deallocate()
  }

  /// A case path that embeds like the original and extracts through this extractor.
  var fastCasePath: AnyCasePath<Root, Value> {
    AnyCasePath(embed: casePath.embed) { [self] root in
      extract(from: root) ? take() : nil
    }
  }

  /// Whether `root` is in the case; if it is, the value waits in the scratch, and ``take()`` or
  /// ``placed`` must be used next.
  ///
  /// A `Bool` and a separate `take` instead of an optional result: in unspecialized code an
  /// `Optional<Value>` costs a generic metadata lookup per call.
  func extract(from root: Root) -> Bool {
    switch mode {
    case let .tag(tag):
      let copy = scratch.bindMemory(to: Root.self, capacity: 1)
      copy.initialize(to: root)
      guard enumTag.unsafelyUnwrapped.tag(of: scratch) == tag else {
        // NB: Not `deinitialize(count:)`, which destroys through the runtime's array entry point.
        _ = copy.move()
        return false
      }
      // NB: The payload is the copy's leading bytes; moving it out leaves only plain tag bytes,
      // so the rest of the copy needs no destroying.
      return true
    case let .tagInPlace(tag):
      guard metadata.unsafelyUnwrapped.tag(of: root) == tag else { return false }
      scratch.bindMemory(to: Root.self, capacity: 1).initialize(to: root)
      return true
    case .casePath, .learning:
      return extractThroughCasePath(from: root)
    }
  }

  /// The associated value of the root that ``extract(from:)`` has just matched.
  func take() -> Value {
    placed.bindMemory(to: Value.self, capacity: 1).move()
  }

  /// The memory holding the associated value of the root that ``extract(from:)`` has just
  /// matched, which the caller must move out, as a `Value`, before the next extraction.
  ///
  /// NB: For code specialized for `Value`, which moves it out in a few instructions where this
  ///     unspecialized code would call the type's value witnesses.
  var placed: UnsafeMutableRawPointer {
    @inline(__always) get { scratch }
  }

  @inline(never)
  private func extractThroughCasePath(from root: Root) -> Bool {
    guard let value = casePath.extract(from: root) else { return false }
    if case .learning = mode, learnsTag(from: root, extracting: value) {
      // NB: A tag's extraction leaves the root in the scratch, its payload the value.
      scratch.bindMemory(to: Root.self, capacity: 1).initialize(to: root)
      return true
    }
    scratch.initializeMemory(as: Value.self, to: value)
    return true
  }

  /// Switches to the case's tag if `root`'s payload is `value`, byte for byte, else to the case
  /// path; returns whether it switched to the tag.
  private func learnsTag(from root: Root, extracting value: Value) -> Bool {
    mode = .casePath
    guard let metadata else { return false }
    let tag = metadata.tag(of: root)
    guard metadata.associatedValueType(forTag: tag) == Value.self else { return false }
    let samePayload = withUnsafeBytes(of: value) { value in
      withUnsafeBytes(of: root) { root in value.elementsEqual(root.prefix(value.count)) }
    }
    guard samePayload else { return false }
    mode = expectsMatches ? .tag(tag) : .tagInPlace(tag)
    return true
  }
}

/// An enum type's `getEnumTag` value witness, which reads the case of a value at an address.
private struct EnumTagWitness {
  private typealias Witness = @convention(c) (UnsafeRawPointer, UnsafeRawPointer) -> UInt32

  private let metadata: UnsafeRawPointer
  private let witness: Witness

  /// The witness of `type`, which must be an enum (or `Optional`).
  init(_ type: Any.Type) {
    metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
    // NB: The value witness table precedes the metadata; an enum's table follows the common
    //     witnesses (8 functions, size, stride, flags and extra inhabitant count) with its tag's.
    let word = MemoryLayout<UnsafeRawPointer>.size
    let table = metadata.load(fromByteOffset: -word, as: UnsafeRawPointer.self)
    witness = table.load(
      fromByteOffset: 10 * word + 2 * MemoryLayout<UInt32>.size, as: Witness.self)
  }

  func tag(of value: UnsafeRawPointer) -> UInt32 {
    witness(value, metadata)
  }
}
