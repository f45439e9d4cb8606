import ComposableCore
@_spi(Testing) import Sharing

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

  var dependencies: DependencyValues {
    didSet { dependenciesGeneration += 1 }
  }
  /// How many times the test has changed the dependencies.
  private(set) var dependenciesGeneration = 0
  var received: [(action: Action, state: State, shared: SharedChangeTracker.Capture)] = [] {
    didSet { if received.count > oldValue.count { signalChange() } }
  }
  var stateAfterSend: (state: State, shared: SharedChangeTracker.Capture)?
  /// Records the shared values that the reducer and its effects change, so that they are
  /// asserted like the rest of the state.
  let sharedChanges: SharedChangeTracker
  private(set) var inFlight: [Int: InFlightEffect] = [:]
  /// Effects the test chose not to wait for: no longer asserted, but still running, so they may
  /// still send actions.
  private var skippedInFlight: Set<Int> = []
  /// How many effects, skipped or not, are running.
  ///
  /// NB: Counted rather than read off the two collections, whose metadata a generic class looks
  ///     up on every read: the test store asks after every send and receive.
  private var runningCount = 0
  private var nextEffectID = 0
  /// Signals the test store waiting for an action or for effects to end.
  let changes = ChangeSignal()

  init(dependencies: DependencyValues) {
    let sharedChanges = SharedChangeTracker(reportUnassertedChanges: false)
    var dependencies = dependencies
    sharedChanges.track(&dependencies)
    self.sharedChanges = sharedChanges
    self.dependencies = dependencies
  }

  func beginEffect(action: Action, location: SourceLocation) -> Int {
    defer { nextEffectID += 1 }
    inFlight[nextEffectID] = InFlightEffect(action: action, location: location)
    runningCount += 1
    return nextEffectID
  }

  func endEffect(_ id: Int) {
    // NB: An effect ends twice (when its operation returns, and when its tracking goes away).
    if inFlight.removeValue(forKey: id) != nil || skippedInFlight.remove(id) != nil {
      runningCount -= 1
    }
    signalChange()
  }

  private func signalChange() {
    MainActor.assumeIsolated { changes.signal() }
  }

  /// Stops asserting the effects in flight, and lets them run on.
  func skipInFlightEffects() {
    skippedInFlight.formUnion(inFlight.keys)
    inFlight.removeAll()
  }

  /// Whether an effect, skipped or not, is still running and may send an action.
  var mayReceiveMore: Bool {
    runningCount > 0
  }

  func forgetInFlightEffects() {
    inFlight.removeAll()
    skippedInFlight.removeAll()
    runningCount = 0
  }
}
