import ComposableCore
@_spi(Testing) import ComposableSharing

/// What the test store's reducer records: received actions, in-flight effects and the state
/// after the last sent action.
///
/// NB: Only touched on the main actor: by the test store, by the reducer that the store runs
/// there, and by effects that hop there to end. The reducer protocol is not main-actor bound,
/// so the class cannot say so itself.
final class TestLog<State, Action>: @unchecked Sendable {
  struct InFlightEffect {
    let action: Action
    let location: SourceLocation
  }

  var dependencies: DependencyValues
  var received: [(action: Action, state: State, shared: SharedChangeTracker.Capture)] = []
  var stateAfterSend: (state: State, shared: SharedChangeTracker.Capture)?
  /// Records shared values that change, so that they are asserted like the rest of the state.
  let sharedChanges = SharedChangeTracker()
  private(set) var inFlight: [Int: InFlightEffect] = [:]
  private var nextEffectID = 0

  init(dependencies: DependencyValues) {
    self.dependencies = dependencies
  }

  func beginEffect(action: Action, location: SourceLocation) -> Int {
    defer { nextEffectID += 1 }
    inFlight[nextEffectID] = InFlightEffect(action: action, location: location)
    return nextEffectID
  }

  func endEffect(_ id: Int) {
    inFlight[id] = nil
  }

  func forgetInFlightEffects() {
    inFlight.removeAll()
  }
}
