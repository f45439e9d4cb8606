import ComposableCore

/// One `.run` of an effect that the test store waits for: in flight from when the reducer returns
/// it until its operation ends, or until it is dropped without starting, as the later steps of a
/// cancelled concatenation are.
@MainActor
final class EffectTracking<State, Action> {
  private let log: TestLog<State, Action>
  private let id: Int

  nonisolated init(log: TestLog<State, Action>, action: Action, location: SourceLocation) {
    self.log = log
    self.id = log.beginEffect(action: action, location: location)
  }

  /// Ends the effect once its operation has run.
  func end() {
    log.endEffect(id)
  }

  /// Ends the effect if its operation never ran: nothing refers to it any more.
  isolated deinit {
    log.endEffect(id)
  }
}
