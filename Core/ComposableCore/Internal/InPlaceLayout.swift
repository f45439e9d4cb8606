/// Where an in-place modification of a tracked property finds what the property's `_modify`
/// accessor touches, so that ``InPlaceScope``, and ``ResolvedForEach`` for a list, can make the
/// modification without calling into the feature's code on every action.
///
/// NB: Each level of observable state has an accessor of its own. Called from the one call site
///     in the scope's generic code, a different one at every level, they made the processor
///     mispredict the call's target at every level. Cachegrind's branch simulation counted 13
///     more mispredicted indirect branches per send at depth 10 than plain state had: most of
///     why that send took 1.3× a plain one's time at 1.03× its instructions.
struct InPlaceLayout {
  /// The byte offset of the property's storage in the root state.
  let storageOffset: Int
  /// The byte offset of the root state's registrar.
  let registrarOffset: Int
  /// The property's bit in the registrar's word of read properties.
  let mask: UInt64
  /// The byte offset of the registrar in the property's value, whose identity a modification
  /// renews; `nil` for a value without one.
  let valueRegistrarOffset: Int?
  /// Whether the value is a collection of observable state, whose identity is its elements'.
  /// Only `forEach`, which knows which element an action modifies, makes its modifications.
  let holdsElements: Bool

  init?<Root, Storage, Value>(
    storage: _$PropertyStorage<Root, Storage>,
    as _: Value.Type,
    registrar: WritableKeyPath<Root, ObservationStateRegistrar>,
    bit: Int
  ) {
    guard Storage.self == Value.self,
      let storageOffset = MemoryLayout<Root>.offset(of: storage.keyPath),
      let registrarOffset = MemoryLayout<Root>.offset(of: registrar)
    else { return nil }
    switch storage.identity {
    case .none: (valueRegistrarOffset, holdsElements) = (nil, false)
    case let .registrar(offset): (valueRegistrarOffset, holdsElements) = (offset, false)
    case .elements: (valueRegistrarOffset, holdsElements) = (nil, true)
    case .opaque: return nil
    }
    self.storageOffset = storageOffset
    self.registrarOffset = registrarOffset
    self.mask = ObservationStateRegistrar.mask(bit)
  }

  /// Whether the property has been read, and so may be observed.
  @inline(__always)
  func isRead(in root: UnsafeMutableRawPointer) -> Bool {
    registrar(at: root + registrarOffset).pointee.storage.wasRead(mask)
  }

  /// The property's storage in `root`, its value given a new identity, as the accessor yields it.
  @inline(__always)
  func willModify(in root: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer {
    let property = root + storageOffset
    if let valueRegistrarOffset {
      registrar(at: property + valueRegistrarOffset).pointee._$willModify()
    }
    return property
  }

  /// The identity of the property's value before a modification, when the property may be
  /// observed and its value has one: what the accessor's snapshot holds.
  @inline(__always)
  func identity(
    of property: UnsafeMutableRawPointer, in root: UnsafeMutableRawPointer
  ) -> ObservableStateID? {
    guard let valueRegistrarOffset, isRead(in: root) else { return nil }
    return registrar(at: property + valueRegistrarOffset).pointee.id
  }

  /// Whether a modification may have changed the property's value for its observers: the
  /// accessor tells them unless the value kept the identity it had before.
  @inline(__always)
  func mayHaveChanged(
    _ property: UnsafeMutableRawPointer, from before: ObservableStateID?
  ) -> Bool {
    guard let before, let valueRegistrarOffset else { return true }
    return registrar(at: property + valueRegistrarOffset).pointee.id != before
  }

  @inline(__always)
  private func registrar(
    at address: UnsafeMutableRawPointer
  ) -> UnsafeMutablePointer<ObservationStateRegistrar> {
    address.assumingMemoryBound(to: ObservationStateRegistrar.self)
  }
}
