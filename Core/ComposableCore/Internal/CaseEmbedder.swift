@_spi(Reflection) import CasePaths

/// Embeds a value in an enum case the way a case path does, but, once it has seen the case path
/// embed one, by writing the value in front of the bytes that the case path's root had after it.
///
/// A case key path embeds through key path application, closures it builds on every call and an
/// `Any` cast: about 2,300 instructions and two allocations, for each level of a scoped store's
/// send. The first embedded value teaches this the case's tag, read through swift-case-paths'
/// reflection SPI, and the root's bytes after the value. It takes the fast path only if the
/// case's payload has the value's type and is stored, byte for byte, at the start of the enum's
/// value (as ``CaseExtractor`` requires), and it checks the tag of each root it builds: a
/// multi-payload enum may keep its tag in bits of the payload that the payload leaves undefined
/// (a struct's padding), where a value may carry anything. A root whose tag does not match gives
/// the value back and goes through the case path.
@MainActor
final class CaseEmbedder<Root, Value> {
  private enum Mode {
    case learning
    case tag(UInt32)
    case casePath
  }

  private let casePath: AnyCasePath<Root, Value>
  private let metadata: EnumMetadata?
  /// Room for the root being built: the value, then the bytes the learned root had after it.
  private let scratch: UnsafeMutableRawPointer
  /// The learned root's bytes after the value's, copied after each value before it is a root.
  private let tail: UnsafeMutableRawPointer
  private var mode: Mode

  init(_ casePath: AnyCasePath<Root, Value>) {
    self.casePath = casePath
    self.metadata =
      MemoryLayout<Value>.size <= MemoryLayout<Root>.size ? EnumMetadata(Root.self) : nil
    self.mode = metadata == nil ? .casePath : .learning
    self.scratch = .allocate(
      byteCount: max(MemoryLayout<Root>.size, 1),
      alignment: max(MemoryLayout<Root>.alignment, MemoryLayout<Value>.alignment)
    )
    self.tail = .allocate(byteCount: max(Self.tailCount, 1), alignment: 1)
  }

  isolated deinit {
    scratch.deallocate()
    tail.deallocate()
  }

  private static var tailCount: Int { MemoryLayout<Root>.size - MemoryLayout<Value>.size }

  /// The root of `value`'s case.
  func embed(_ value: Value) -> Root {
    guard case let .tag(tag) = mode else { return embedThroughCasePath(value) }
    scratch.initializeMemory(as: Value.self, to: value)
    scratch.advanced(by: MemoryLayout<Value>.size).copyMemory(from: tail, byteCount: Self.tailCount)
    let root = scratch.assumingMemoryBound(to: Root.self)
    guard metadata.unsafelyUnwrapped.tag(of: root.pointee) == tag else {
      return casePath.embed(scratch.assumingMemoryBound(to: Value.self).move())
    }
    return root.move()
  }

  @inline(never)
  private func embedThroughCasePath(_ value: Value) -> Root {
    let root = casePath.embed(value)
    if case .learning = mode { learn(from: root, embedding: value) }
    return root
  }

  private func learn(from root: Root, embedding value: Value) {
    mode = .casePath
    guard let metadata else { return }
    let tag = metadata.tag(of: root)
    guard metadata.associatedValueType(forTag: tag) == Value.self else { return }
    let samePayload = withUnsafeBytes(of: value) { value in
      withUnsafeBytes(of: root) { root in value.elementsEqual(root.prefix(value.count)) }
    }
    guard samePayload else { return }
    withUnsafeBytes(of: root) { root in
      UnsafeMutableRawBufferPointer(start: tail, count: Self.tailCount)
        .copyMemory(from: UnsafeRawBufferPointer(rebasing: root[MemoryLayout<Value>.size...]))
    }
    mode = .tag(tag)
  }
}
