import CustomDump

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
    let previous = state
    let effect = base.reduce(into: &state, action: action)
    write(changeReport(action, previous, state))
    return effect
  }
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
