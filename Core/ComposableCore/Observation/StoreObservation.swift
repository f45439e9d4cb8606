import Observation

/// What makes a ``Store`` observable: reads of its state are registered, and a change of the
/// state's identity (a replaced state) notifies the observers.
///
/// Changes inside the state notify through the state's own registrar; this covers what that
/// registrar cannot see, the state being replaced by another value. Only ``ObservableState``
/// state is tracked; for any other state it does nothing.
@MainActor
final class StoreObservation<State> {
  private let registrar = ObservationRegistrar()
  private let identity: ((State) -> ObservableStateID)? = StoreObservation.identity()
  // NB: Only touched on the main actor, so no access can overlap another.
  @exclusivity(unchecked) private var lastID: ObservableStateID?
  private var token: Int?

  func start<Action>(_ store: Store<State, Action>, core: any StoreCore<State, Action>) {
    guard let identity else { return }
    let registrar = registrar
    if let token = core.observeIdentity({ [weak store] in
      guard let store else { return }
      registrar.withMutation(of: store, keyPath: \.state) {}
    }) {
      self.token = token
      return
    }
    lastID = identity(core.state)
    // NB: The core holds this observation (which holds neither the core nor the store) until the
    //     store removes it; the store is held weakly and only looked at when the state changed.
    token = core.observe { [self, weak store] state in
      let id = identity(state)
      guard id != lastID else { return }
      lastID = id
      guard let store else { return }
      registrar.withMutation(of: store, keyPath: \.state) {}
    }
  }

  func stop<Action>(core: any StoreCore<State, Action>) {
    if let token { core.removeObserver(token) }
  }

  func access<Action>(_ store: Store<State, Action>) {
    guard identity != nil else { return }
    registrar.access(store, keyPath: \.state)
  }

  private static func identity() -> ((State) -> ObservableStateID)? {
    guard let type = State.self as? any ObservableState.Type else { return nil }
    return identity(of: type)
  }

  private static func identity<Observed: ObservableState>(
    of _: Observed.Type
  ) -> (State) -> ObservableStateID {
    { unsafeBitCast($0, to: Observed.self)._$id }
  }
}

/// Reads the identity of a `State` in place, when it is ``ObservableState``.
///
/// It calls the state type's witness on the state's address: no closure, no copy of the state.
struct IdentityReader<State> {
  private let type: any ObservableState.Type

  init?(of _: State.Type) {
    guard let type = State.self as? any ObservableState.Type else { return nil }
    self.type = type
  }

  func callAsFunction(_ state: inout State) -> ObservableStateID {
    identity(at: &state)
  }

  /// NB: A typed pointer, made raw here: a raw one from `&state` warns for a generic type.
  private func identity(at address: UnsafeMutablePointer<State>) -> ObservableStateID {
    type.identity(at: UnsafeMutableRawPointer(address))
  }
}

extension ObservableState {
  fileprivate static func identity(at address: UnsafeMutableRawPointer) -> ObservableStateID {
    // NB: Through an inout parameter: `pointee._$id` on a generic value copies the value first.
    identity(of: &address.assumingMemoryBound(to: Self.self).pointee)
  }

  private static func identity(of state: inout Self) -> ObservableStateID {
    state._$id
  }
}
