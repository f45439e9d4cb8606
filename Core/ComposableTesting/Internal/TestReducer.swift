import ComposableCore

/// Runs the feature's reducer for the test store: with the test store's current dependencies,
/// recording received actions and tracking every effect until it ends.
struct TestReducer<Base: Reducer>: Reducer {
  let base: Base
  let log: TestLog<Base.State, Base.Action>

  func reduce(into state: inout Base.State, action: TestAction<Base.Action>) -> Effect<TestAction<Base.Action>> {
    let effect = DependencyValues.$_current.withValue(log.dependencies) {
      base.reduce(into: &state, action: action.action)
    }
    switch action.origin {
    case .send: log.stateAfterSend = state
    case .receive: log.received.append((action.action, state))
    }
    guard !effect.isNone else { return .none }
    let location = action.origin.location
    return effect
      .rewriting(run: { _, operation in
        let id = log.beginEffect(action: action.action, location: location)
        return { [log] send in
          await operation(send)
          await MainActor.run { log.endEffect(id) }
        }
      })
      .map { TestAction(origin: .receive(location), action: $0) }
  }
}
