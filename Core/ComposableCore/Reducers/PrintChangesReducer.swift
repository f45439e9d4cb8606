import CustomDump
@_spi(Internals) import Perception

extension Reducer {
  /// Prints every action the reducer receives and the state change it causes, as a
  /// custom-dump diff (TCA's `_printChanges`).
  ///
  /// ```swift
  /// Store(initialState: AppReducer.State()) {
  ///   AppReducer().printChanges()
  /// }
  /// ```
  ///
  /// - Parameter write: Where each report goes; standard output by default.
  public func printChanges(
    to write: @escaping @Sendable (String) -> Void = { print($0) }
  ) -> PrintChangesReducer<Self> {
    PrintChangesReducer(base: self, write: write)
  }
}

/// The reducer returned by ``Reducer/printChanges(to:)``.
public struct PrintChangesReducer<Base: Reducer>: Reducer {
  let base: Base
  let write: @Sendable (String) -> Void

  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    reduceReportingChanges(base, into: &state, action: action) { previous, state in
      write(changeReport(action, previous, state))
    }
  }
}

/// Runs `base` and then `report` with the state before and after it. Shared values the state
/// refers to are tracked meanwhile, so that `report` sees their old values in the old state.
func reduceReportingChanges<Base: Reducer>(
  _ base: Base,
  into state: inout Base.State,
  action: Base.Action,
  report: (_ oldState: Base.State, _ newState: Base.State) -> Void
) -> Effect<Base.Action> {
  let oldState = state
  guard let tracker = _StateChangeTracking.makeTracker() else {
    let effect = base.reduce(into: &state, action: action)
    report(oldState, state)
    return effect
  }
  let effect = tracker.track { base.reduce(into: &state, action: action) }
  tracker.assert { report(oldState, state) }
  return effect
}

/// The action, dumped, and the state change it made, as a diff.
func changeReport<State, Action>(_ action: Action, _ previous: State, _ state: State) -> String {
  var report = "received action:\n"
  customDump(action, to: &report, indent: 2)
  report += "\n"
  if let difference = diff(previous, state) {
    report += difference.split(separator: "\n", omittingEmptySubsequences: false)
      .map { "  \($0)" }.joined(separator: "\n")
  } else {
    report += "  (No state changes)"
  }
  return report
}
