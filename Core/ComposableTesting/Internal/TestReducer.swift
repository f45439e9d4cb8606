import ComposableCore
@_spi(Testing) import Sharing

/// Runs the feature's reducer for the test store: with the test store's current dependencies,
/// recording received actions and tracking every effect until it ends.
///
/// The feature runs as a ``Store`` runs it, each body evaluated when an action first reaches
/// it; the bookkeeping sits around it. When the test changes the store's dependencies, the
/// bodies are evaluated again with the new ones, as TCA evaluates them on every action.
struct TestReducer<State, Action>: Reducer {
  let log: TestLog<State, Action>
  private let base: Base

  init(base: some Reducer<State, Action>, log: TestLog<State, Action>) {
    self.base = Base(base)
    self.log = log
  }

  func reduce(into state: inout State, action: TestAction<Action>) -> Effect<TestAction<Action>> {
    var dependencies = log.dependencies
    dependencies.adoptEffectRegistry(of: DependencyValues._current)
    let reducer = base.resolved(generation: log.dependenciesGeneration)
    let effect = DependencyValues.$_current.withValue(dependencies) {
      reducer.reduce(into: &state, action: action.action)
    }
    switch action.origin {
    case .send: log.stateAfterSend = (state, log.sharedChanges.capture())
    case .receive: log.received.append((action.action, state, log.sharedChanges.capture()))
    }
    guard !effect.isNone else { return .none }
    let location = action.origin.location
    return effect.map({ TestAction(origin: .receive(location), action: $0) }) { run in
      let tracking = EffectTracking(log: log, action: action.action, location: location)
      return { send in
        EffectEnding.add { tracking.end() }
        await run.run(send)
        tracking.end()
      }
    }
  }
}

extension TestReducer {
  /// The feature's reducer, resolved for the dependencies of one generation.
  ///
  /// NB: Only touched on the main actor, by the test store's reducer.
  private final class Base: @unchecked Sendable {
    private let unresolved: any Reducer<State, Action>
    private var resolved: (generation: Int, reducer: any Reducer<State, Action>)?

    init(_ reducer: some Reducer<State, Action>) {
      self.unresolved = reducer
    }

    func resolved(generation: Int) -> any Reducer<State, Action> {
      if let resolved, resolved.generation == generation { return resolved.reducer }
      let reducer = unresolved.resolvedAsInStore()
      resolved = (generation, reducer)
      return reducer
    }
  }
}
