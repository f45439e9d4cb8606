// NB: Names TCA's module keeps internal and its own tests reach with `@testable import`; they
//     are internal here too, for the same tests.

extension Reduce {
  /// TCA's internal spelling of `Reduce(_:)`.
  @_disfavoredOverload
  init(internal reduce: @escaping (_ state: inout State, _ action: Action) -> Effect<Action>) {
    self.init(reduce)
  }
}

/// TCA's internal name for the case labels of an action, as `_ReducerPrinter.actionLabels`
/// prints them: `Action.row(index:, action: .tapped)`.
func debugCaseOutput(_ value: Any) -> String {
  caseLabels(of: value)
}
