@_spi(Reflection) import CasePaths

/// Extracts a case's associated value the way a case path does, but, once it has seen the case
/// match, by comparing enum tags and projecting the payload in place.
///
/// A case key path extracts through key path application and `Any` casts, about a microsecond per
/// `Scope` per action. The first value the case path extracts teaches this the case's tag; it takes
/// the fast path only if that case's payload has the value's type and the projected payload has
/// the same bytes as the extracted value (so an indirect case, whose payload is a box, stays on
/// the case path).
final class CaseExtractor<Root, Value>: @unchecked Sendable {
  private enum Mode {
    case learning
    case tag(UInt32)
    case casePath
  }

  private let casePath: AnyCasePath<Root, Value>
  private let witnesses: EnumWitnesses?
  private let scratch: UnsafeMutableRawPointer
  // NB: Only the store that resolved the reducer uses it, on the main actor.
  private var mode: Mode

  init(_ casePath: AnyCasePath<Root, Value>) {
    self.casePath = casePath
    self.witnesses =
      MemoryLayout<Value>.size <= MemoryLayout<Root>.size ? EnumWitnesses(Root.self) : nil
    self.mode = witnesses == nil ? .casePath : .learning
    self.scratch = .allocate(
      byteCount: max(MemoryLayout<Root>.size, MemoryLayout<Value>.size, 1),
      alignment: max(MemoryLayout<Root>.alignment, MemoryLayout<Value>.alignment)
    )
  }

  deinit {
    scratch.deallocate()
  }

  /// A case path that embeds like the original and extracts through this extractor.
  var fastCasePath: AnyCasePath<Root, Value> {
    AnyCasePath(embed: casePath.embed) { [self] root in
      extract(from: root) ? takeExtracted() : nil
    }
  }

  /// Whether `root` is in the case; if it is, ``takeExtracted()`` must be called next.
  ///
  /// Unlike an optional result, a `Bool` needs no generic metadata at run time, which is most of
  /// the cost left in unspecialized code.
  func extract(from root: Root) -> Bool {
    switch mode {
    case let .tag(tag):
      guard let witnesses, witnesses.tag(of: root) == tag else { return false }
      scratch.initializeMemory(as: Root.self, to: root)
      witnesses.projectPayload(at: scratch)
      return true
    case .casePath, .learning:
      return extractThroughCasePath(from: root)
    }
  }

  @inline(never)
  private func extractThroughCasePath(from root: Root) -> Bool {
    guard let value = casePath.extract(from: root) else { return false }
    if case .learning = mode { learn(from: root, extracting: value) }
    scratch.initializeMemory(as: Value.self, to: value)
    return true
  }

  /// The value that the last successful ``extract(from:)`` found.
  func takeExtracted() -> Value {
    scratch.bindMemory(to: Value.self, capacity: 1).move()
  }

  private func learn(from root: Root, extracting value: Value) {
    mode = .casePath
    guard let witnesses, let metadata = EnumMetadata(Root.self) else { return }
    let tag = witnesses.tag(of: root)
    guard metadata.associatedValueType(forTag: tag) == Value.self else { return }
    scratch.initializeMemory(as: Root.self, to: root)
    witnesses.projectPayload(at: scratch)
    let samePayload = withUnsafeBytes(of: value) { value in
      value.elementsEqual(UnsafeRawBufferPointer(start: scratch, count: value.count))
    }
    witnesses.injectTag(tag, at: scratch)
    scratch.assumingMemoryBound(to: Root.self).deinitialize(count: 1)
    if samePayload { mode = .tag(tag) }
  }
}
