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
  // NB: Only the store that resolved the reducer uses it, from its actor.
  private var mode: Mode

  init(_ casePath: AnyCasePath<Root, Value>) {
    self.casePath = casePath
    self.metadata =
      MemoryLayout<Value>.size <= MemoryLayout<Root>.size ? EnumMetadata(Root.self) : nil
    self.mode = metadata == nil ? .casePath : .learning
  }

  /// A case path that embeds like the original and extracts through this extractor.
  var fastCasePath: AnyCasePath<Root, Value> {
    AnyCasePath(embed: casePath.embed) { [self] root in extract(from: root) }
  }

  /// The associated value of `root`, if it is in the case.
  func extract(from root: Root) -> Value? {
    switch mode {
    case let .tag(tag):
      guard metadata.unsafelyUnwrapped.tag(of: root) == tag else { return nil }
      return payload(of: root)
    case .casePath, .learning:
      return extractThroughCasePath(from: root)
    }
  }

  private func payload(of root: Root) -> Value {
    withUnsafeBytes(of: root) { bytes in
      // NB: An empty root has no address; its payload is empty too, and any empty value is it.
      guard let base = bytes.baseAddress else { return unsafeBitCast((), to: Value.self) }
      return base.load(as: Value.self)
    }
  }

  @inline(never)
  private func extractThroughCasePath(from root: Root) -> Value? {
    guard let value = casePath.extract(from: root) else { return nil }
    if case .learning = mode { learn(from: root, extracting: value) }
    return value
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
