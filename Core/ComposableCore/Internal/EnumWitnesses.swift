/// The enum value witnesses of a type, read from its runtime metadata.
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
    let kind = metadata.load(as: UInt.self)
    guard kind == 0x201 || kind == 0x202 else { return nil }
    // NB: The value witness table sits just before the metadata; the enum witnesses follow its
    // ten pointer-sized fields and two 32-bit fields (ValueWitness.def).
    let pointerSize = MemoryLayout<UnsafeRawPointer>.size
    let table = metadata.load(fromByteOffset: -pointerSize, as: UnsafeRawPointer.self)
    let enumWitnesses = 10 * pointerSize + 2 * MemoryLayout<UInt32>.size
    self.metadata = metadata
    self.getTag = table.load(fromByteOffset: enumWitnesses, as: GetTag.self)
    self.project = table.load(fromByteOffset: enumWitnesses + pointerSize, as: Project.self)
    self.inject = table.load(fromByteOffset: enumWitnesses + 2 * pointerSize, as: Inject.self)
  }

  /// The index of the value's case.
  func tag<Enum>(of value: Enum) -> UInt32 {
    withUnsafePointer(to: value) { getTag($0, metadata) }
  }

  /// Turns the enum value at `pointer` into its payload, in place.
  func projectPayload(at pointer: UnsafeMutableRawPointer) {
    project(pointer, metadata)
  }

  /// Turns the payload at `pointer` back into the enum value of case `tag`, in place.
  func injectTag(_ tag: UInt32, at pointer: UnsafeMutableRawPointer) {
    inject(pointer, tag, metadata)
  }
}
