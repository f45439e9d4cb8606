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
  private var lastID: ObservableStateID?
  private var token: Int?

  func start<Action>(_ store: Store<State, Action>, core: any StoreCore<State, Action>) {
    guard let identity else { return }
    lastID = identity(core.state)
    token = core.observe { [weak self, weak store] state in
      guard let self, let store else { return }
      let id = identity(state)
      guard id != lastID else { return }
      lastID = id
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
