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

/// A function that reads the identity of a `State` in place, when it is ``ObservableState``.
func identityReader<State>(of _: State.Type) -> ((inout State) -> ObservableStateID)? {
  guard let type = State.self as? any ObservableState.Type else { return nil }
  func reader<Observed: ObservableState>(_: Observed.Type) -> (inout State) -> ObservableStateID {
    { state in
      withUnsafeMutablePointer(to: &state) {
        $0.withMemoryRebound(to: Observed.self, capacity: 1) { identity(of: &$0.pointee) }
      }
    }
  }
  return reader(type)
}

private func identity<Observed: ObservableState>(of state: inout Observed) -> ObservableStateID {
  state._$id
}
