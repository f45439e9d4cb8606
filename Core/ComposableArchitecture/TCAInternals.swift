@_spi(Internals) import ComposableCore

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

extension Effect {
  /// An effect's work in TCA's internal shape, which its own effect tests switch over.
  enum TCAOperation {
    case none
    case run(
      name: String? = nil,
      priority: TaskPriority? = nil,
      operation: @Sendable (_ send: Send<Action>) async -> Void
    )
  }

  /// The effect as TCA's tests see it: nothing, or one operation that does all of its work, with
  /// merged and concatenated work fused, as TCA fuses them.
  ///
  /// The operation runs the effect as ``actions`` runs it, outside any store, and hands each
  /// action it sends to the given `Send`.
  var operation: TCAOperation {
    guard !isNone else { return .none }
    return .run { @MainActor send in
      for await action in self.actions { send(action) }
    }
  }
}
