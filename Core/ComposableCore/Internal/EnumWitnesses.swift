/// The enum value witnesses of a type, from its runtime metadata.
struct EnumWitnesses {
  private typealias GetTag = @convention(c) (UnsafeRawPointer, UnsafeRawPointer) -> UInt32
  private typealias Project = @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer) -> Void
  private typealias Inject = @convention(c) (UnsafeMutableRawPointer, UInt32, UnsafeRawPointer) -> Void

  private let metadata: UnsafeRawPointer
  private let getTag: GetTag
  private let project: Project
  private let inject: Inject

  /// The witnesses of `type`, or `nil` when it is not an enum.
  init?(_ type: Any.Type) {
    let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
    // NB: Metadata kinds from the Swift ABI (MetadataKind.def): 0x201 enum, 0x202 optional.
    guard [0x201, 0x202].contains(metadata.load(as: UInt.self)) else { return nil }
    // NB: The value witness table precedes the metadata; the enum witnesses follow its ten
    // pointer-sized fields and two 32-bit fields (ValueWitness.def).
    let table = metadata.load(fromByteOffset: -MemoryLayout<UnsafeRawPointer>.size, as: UnsafeRawPointer.self)
    let enumWitnesses = 10 * MemoryLayout<UnsafeRawPointer>.size + 2 * MemoryLayout<UInt32>.size
    self.metadata = metadata
    self.getTag = table.load(fromByteOffset: enumWitnesses, as: GetTag.self)
    self.project = table.load(
      fromByteOffset: enumWitnesses + MemoryLayout<UnsafeRawPointer>.size, as: Project.self)
    self.inject = table.load(
      fromByteOffset: enumWitnesses + 2 * MemoryLayout<UnsafeRawPointer>.size, as: Inject.self)
  }

  /// The index of the value's case.
  func tag<Enum>(of value: Enum) -> UInt32 {
    withUnsafePointer(to: value) { getTag($0, metadata) }
  }

  /// Runs `body` on a copy of the value turned into its payload in place.
  ///
  /// `body` must consume the payload, unless `restoringTag` is given: then the copy is turned back
  /// into the enum and destroyed.
  func withProjectedPayload<Enum, Result>(
    of value: Enum, restoringTag tag: UInt32? = nil, _ body: (UnsafeMutableRawPointer) -> Result
  ) -> Result {
    withUnsafeTemporaryAllocation(
      byteCount: MemoryLayout<Enum>.size, alignment: MemoryLayout<Enum>.alignment
    ) { buffer in
      let pointer = buffer.baseAddress!
      pointer.initializeMemory(as: Enum.self, to: value)
      project(pointer, metadata)
      let result = body(pointer)
      if let tag {
        inject(pointer, tag, metadata)
        pointer.assumingMemoryBound(to: Enum.self).deinitialize(count: 1)
      }
      return result
    }
  }
}
