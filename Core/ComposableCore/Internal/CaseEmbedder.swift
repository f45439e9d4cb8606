@_spi(Reflection) import CasePaths

/// Embeds a value in an enum case the way a case path does, but, once it has seen the case path
/// embed one, by writing the value in front of the bytes that the case path's root had after it.
///
/// A case key path embeds through key path application, closures it builds on every call and an
/// `Any` cast: about 2,300 instructions and two allocations, for each level of a scoped store's
/// send. The first embedded value teaches this the case's tag, read through swift-case-paths'
/// reflection SPI, and the root's bytes after the value. It takes the fast path only if the
/// case's payload has the value's type and is stored, byte for byte, at the start of the enum's
/// value (as ``CaseExtractor`` requires). Unless the enum has at most one case with a payload, it
/// checks the tag of each root it builds: a multi-payload enum may keep its tag in bits of the
/// payload that the payload leaves undefined (a struct's padding), where a value may carry
/// anything; a root whose tag does not match gives the value back and goes through the case path.
/// A single-payload enum tells its other cases by values that no payload has, or by bytes after
/// the payload.
///
/// Two embedders compose (`init(outer:inner:)`), for a chain of scoped stores: if both build
/// their roots without a check, the root of the chain is the value followed by the bytes the
/// levels add after it, which one write builds, however deep the chain.
@MainActor
final class CaseEmbedder<Root, Value> {
  private enum Mode {
    case learning
    /// Builds roots in place and checks their tag.
    case tag(UInt32)
    /// Builds roots in place: the enum has no other case with a payload.
    case onlyPayload
    case casePath
  }

  /// Embeds a value the slow way: through the case path, or through the two embedders composed.
  private let embedSlowly: (Value) -> Root
  /// For an embedder that composes two others: whether both build roots without a tag check,
  /// which makes building a root of this one a single write of the value and the bytes after it.
  private let isComposedOfChecklessEmbedders: (() -> Bool)?
  private let metadata: EnumMetadata?
  /// Room for the root being built: the value, then the bytes the learned root had after it.
  private let scratch: UnsafeMutableRawPointer
  /// The learned root's bytes after the value's, copied after each value before it is a root.
  private let tail: UnsafeMutableRawPointer
  /// The number of bytes the root has after the value.
  private let tailCount = MemoryLayout<Root>.size - MemoryLayout<Value>.size
  private var mode: Mode

  convenience init(_ casePath: AnyCasePath<Root, Value>) {
    self.init(embedSlowly: casePath.embed, isComposedOfChecklessEmbedders: nil)
  }

  /// An embedder of `inner`'s values in `outer`'s roots, for a chain of scoped stores.
  convenience init<Middle>(outer: CaseEmbedder<Root, Middle>, inner: CaseEmbedder<Middle, Value>) {
    self.init(
      embedSlowly: { outer.embed(inner.embed($0)) },
      isComposedOfChecklessEmbedders: { outer.isCheckless && inner.isCheckless }
    )
  }

  private init(
    embedSlowly: @escaping (Value) -> Root, isComposedOfChecklessEmbedders: (() -> Bool)?
  ) {
    self.embedSlowly = embedSlowly
    self.isComposedOfChecklessEmbedders = isComposedOfChecklessEmbedders
    let fits = MemoryLayout<Value>.size <= MemoryLayout<Root>.size
    self.metadata = fits && isComposedOfChecklessEmbedders == nil ? EnumMetadata(Root.self) : nil
    self.mode =
      fits && (metadata != nil || isComposedOfChecklessEmbedders != nil) ? .learning : .casePath
    self.scratch = .allocate(
      byteCount: max(MemoryLayout<Root>.size, 1),
      alignment: max(MemoryLayout<Root>.alignment, MemoryLayout<Value>.alignment)
    )
    self.tail = .allocate(byteCount: max(tailCount, 1), alignment: 1)
  }

  isolated deinit {
    scratch.deallocate()
    tail.deallocate()
  }

  /// The root of `value`'s case.
  func embed(_ value: Value) -> Root {
    switch mode {
    case .onlyPayload:
      return buildRoot(value).move()
    case let .tag(tag):
      let root = buildRoot(value)
      guard metadata.unsafelyUnwrapped.tag(of: root.pointee) == tag else {
        return embedSlowly(scratch.assumingMemoryBound(to: Value.self).move())
      }
      return root.move()
    case .learning, .casePath:
      return embedSlowlyAndLearn(value)
    }
  }

  /// Writes `value` and the learned bytes after it into the scratch space.
  private func buildRoot(_ value: Value) -> UnsafeMutablePointer<Root> {
    // NB: Not `initializeMemory(as:to:)`, which the compiler would then stop inlining into
    // `CaseExtractor.take`, at a call more per level of every send.
    scratch.assumingMemoryBound(to: Value.self).initialize(to: value)
    if tailCount > 0 {
      scratch.advanced(by: MemoryLayout<Value>.size).copyMemory(from: tail, byteCount: tailCount)
    }
    return scratch.assumingMemoryBound(to: Root.self)
  }

  @inline(never)
  private func embedSlowlyAndLearn(_ value: Value) -> Root {
    let root = embedSlowly(value)
    if case .learning = mode { learn(from: root, embedding: value) }
    return root
  }

  private func learn(from root: Root, embedding value: Value) {
    mode = .casePath
    if let isComposedOfChecklessEmbedders {
      guard isComposedOfChecklessEmbedders(), hasPayloadInFront(root, value) else { return }
      copyTail(of: root)
      mode = .onlyPayload
      return
    }
    guard let metadata else { return }
    let tag = metadata.tag(of: root)
    guard metadata.associatedValueType(forTag: tag) == Value.self, hasPayloadInFront(root, value)
    else { return }
    copyTail(of: root)
    mode = payloadCaseCount == 1 ? .onlyPayload : .tag(tag)
  }

  /// Whether this builds roots without checking their tag.
  var isCheckless: Bool {
    if case .onlyPayload = mode { true } else { false }
  }

  private func hasPayloadInFront(_ root: Root, _ value: Value) -> Bool {
    withUnsafeBytes(of: value) { value in
      withUnsafeBytes(of: root) { root in value.elementsEqual(root.prefix(value.count)) }
    }
  }

  private func copyTail(of root: Root) {
    withUnsafeBytes(of: root) { root in
      UnsafeMutableRawBufferPointer(start: tail, count: tailCount)
        .copyMemory(from: UnsafeRawBufferPointer(rebasing: root[MemoryLayout<Value>.size...]))
    }
  }

  /// The number of the enum's cases that have a payload, if its case paths tell: a case whose
  /// payload is `Void` is laid out as a case without one.
  private var payloadCaseCount: Int? {
    guard let iterable = Root.self as? any CasePathIterable.Type else { return nil }
    return payloadCaseCount(of: iterable)
  }

  private func payloadCaseCount<Iterable: CasePathIterable>(of _: Iterable.Type) -> Int {
    Iterable.allCasePaths.count { type(of: $0).valueType != Case<Void>.self }
  }
}
