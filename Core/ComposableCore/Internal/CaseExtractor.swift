@_spi(Reflection) import CasePaths

/// Extracts a case's associated value the way a case path does, but for an enum case it has seen
/// match once, by comparing enum tags and projecting the payload in place.
///
/// Case key paths extract through key path application and `Any` casts, which cost about a
/// microsecond per `Scope` per action. The first value the case path extracts teaches this the
/// case's tag; it uses the fast path only if that case's payload has the value's type and the
/// projected payload has the same bytes as the extracted value (so indirect cases, whose payload
/// is a box, stay on the case path).
final class CaseExtractor<Root, Value>: @unchecked Sendable {
  private enum Mode {
    case learning
    case tag(UInt32)
    case casePath
  }

  private let casePath: AnyCasePath<Root, Value>
  private let witnesses: EnumWitnesses?
  // NB: Only the store that resolved the reducer uses it, on the main actor.
  private var mode = Mode.learning

  init(_ casePath: AnyCasePath<Root, Value>) {
    self.casePath = casePath
    let fits = MemoryLayout<Value>.size <= MemoryLayout<Root>.size && MemoryLayout<Root>.size > 0
    self.witnesses = fits ? EnumWitnesses(Root.self) : nil
    if witnesses == nil { mode = .casePath }
  }

  /// A case path that embeds like the original and extracts through this extractor.
  var fastCasePath: AnyCasePath<Root, Value> {
    AnyCasePath(embed: casePath.embed, extract: extract(from:))
  }

  func extract(from root: Root) -> Value? {
    switch mode {
    case let .tag(tag):
      guard let witnesses, witnesses.tag(of: root) == tag else { return nil }
      return witnesses.withProjectedPayload(of: root) { $0.bindMemory(to: Value.self, capacity: 1).move() }
    case .casePath:
      return casePath.extract(from: root)
    case .learning:
      guard let value = casePath.extract(from: root) else { return nil }
      learn(from: root, extracting: value)
      return value
    }
  }

  private func learn(from root: Root, extracting value: Value) {
    guard let witnesses, let metadata = EnumMetadata(Root.self) else {
      mode = .casePath
      return
    }
    let tag = witnesses.tag(of: root)
    guard metadata.associatedValueType(forTag: tag) == Value.self else {
      mode = .casePath
      return
    }
    let samePayload = witnesses.withProjectedPayload(of: root, restoringTag: tag) { payload in
      withUnsafeBytes(of: value) { value in
        value.elementsEqual(UnsafeRawBufferPointer(start: payload, count: value.count))
      }
    }
    mode = samePayload ? .tag(tag) : .casePath
  }
}
