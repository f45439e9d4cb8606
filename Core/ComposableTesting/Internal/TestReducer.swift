import ComposableCore
@_spi(Testing) import ComposableSharing

/// Runs the feature's reducer for the test store: with the test store's current dependencies,
/// recording received actions and tracking every effect until it ends.
///
/// The feature runs as a ``Store`` runs it, resolved once; the bookkeeping sits around it.
struct TestReducer<State, Action>: Reducer {
  let base: any Reducer<State, Action>
  let log: TestLog<State, Action>

  func reduce(into state: inout State, action: TestAction<Action>) -> Effect<TestAction<Action>> {
    var dependencies = log.dependencies
    dependencies.adoptEffectRegistry(of: DependencyValues._current)
    let effect = DependencyValues.$_current.withValue(dependencies) {
      base.reduce(into: &state, action: action.action)
    }
    switch action.origin {
    case .send: log.stateAfterSend = (state, log.sharedChanges.capture())
    case .receive: log.received.append((action.action, state, log.sharedChanges.capture()))
    }
    guard !effect.isNone else { return .none }
    let location = action.origin.location
    return
      effect
      .rewriting(run: { _, operation in
        let tracking = EffectTracking(log: log, action: action.action, location: location)
        return { send in
          await operation(send)
          tracking.end()
        }
      })
      .map { TestAction(origin: .receive(location), action: $0) }
  }
}
