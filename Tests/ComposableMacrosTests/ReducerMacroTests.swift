import ComposableMacros
import MacroTesting
import SwiftSyntaxMacroExpansion
import Testing

@Suite(
  .macros([
    "Reducer": MacroSpec(type: ReducerMacro.self, conformances: ["Reducer", "CaseReducer"]),
    "ReducerCaseIgnored": MacroSpec(type: ReducerCaseIgnoredMacro.self),
  ])
)
struct ReducerMacroTests {
  @Test func nestedTypesAndBody() {
    assertMacro {
      """
      @Reducer
      struct Feature {
        struct State {
        }
        enum Action {
          case tapped
        }
        var body: some ReducerOf<Self> {
          EmptyReducer()
        }
      }
      """
    } expansion: {
      """
      struct Feature {
        struct State {
        }
        @CasePathable @dynamicMemberLookup
        enum Action {
          case tapped
        }
        @ComposableCore.ReducerBuilder<Self.State, Self.Action>
        var body: some ReducerOf<Self> {
          EmptyReducer()
        }
      }

      extension Feature: ComposableCore.Reducer {
      }
      """
    }
  }

  @Test func enumStateIsCasePathableToo() {
    assertMacro {
      """
      @Reducer
      struct Feature {
        enum State {
          case idle
          case loading(Int)
        }
        enum Action {
          case start
        }
        func reduce(into state: inout State, action: Action) -> Effect<Action> {
          .none
        }
      }
      """
    } expansion: {
      """
      struct Feature {
        @CasePathable @dynamicMemberLookup
        enum State {
          case idle
          case loading(Int)
        }
        @CasePathable @dynamicMemberLookup
        enum Action {
          case start
        }
        func reduce(into state: inout State, action: Action) -> Effect<Action> {
          .none
        }
      }

      extension Feature: ComposableCore.Reducer {
      }
      """
    }
  }

  @Test func typealiasesAndReduce() {
    assertMacro {
      """
      @Reducer
      struct Feature {
        typealias State = Int
        typealias Action = Bool
        func reduce(into state: inout Int, action: Bool) -> Effect<Bool> {
          .none
        }
      }
      """
    } expansion: {
      """
      struct Feature {
        typealias State = Int
        typealias Action = Bool
        func reduce(into state: inout Int, action: Bool) -> Effect<Bool> {
          .none
        }
      }

      extension Feature: ComposableCore.Reducer {
      }
      """
    }
  }

  @Test func whatIsSpelledOutIsLeftAlone() {
    assertMacro {
      """
      @Reducer
      struct Feature: Reducer {
        struct State {
        }
        @CasePathable
        @dynamicMemberLookup
        enum Action {
          case tapped
        }
        @ReducerBuilder<State, Action>
        var body: some ReducerOf<Self> {
          EmptyReducer()
        }
      }
      """
    } expansion: {
      """
      struct Feature: Reducer {
        struct State {
        }
        @CasePathable
        @dynamicMemberLookup
        enum Action {
          case tapped
        }
        @ReducerBuilder<State, Action>
        var body: some ReducerOf<Self> {
          EmptyReducer()
        }
      }
      """
    }
  }

  @Test func onAClass() {
    assertMacro {
      """
      @Reducer
      class Feature {
        struct State {
        }
        enum Action {
        }
      }
      """
    } diagnostics: {
      """
      @Reducer
      class Feature {
      ┬────
      ╰─ 🛑 '@Reducer' can only be applied to a struct or an enum
         ✏️ Replace 'class' with 'struct'
        struct State {
        }
        enum Action {
        }
      }
      """
    } fixes: {
      """
      @Reducer
      struct Feature {
        struct State {
        }
        enum Action {
        }
      }
      """
    } expansion: {
      """
      struct Feature {
        struct State {
        }
        @CasePathable @dynamicMemberLookup
        enum Action {
        }
      }

      extension Feature: ComposableCore.Reducer {
      }
      """
    }
  }

  @Test func onAnActor() {
    assertMacro {
      """
      @Reducer
      actor Feature {
      }
      """
    } diagnostics: {
      """
      @Reducer
      ┬───────
      ╰─ 🛑 '@Reducer' can only be applied to a struct or an enum
      actor Feature {
      }
      """
    }
  }

  @Test func onSomethingThatIsNoReducer() {
    assertMacro {
      """
      @Reducer
      struct Point {
        var x = 0
        var y = 0
      }
      """
    } diagnostics: {
      """
      @Reducer
      ┬───────
      ╰─ 🛑 '@Reducer' needs a reducer: 'State' and 'Action' types (nested or type aliases) and a 'body' or a 'reduce(into:action:)'
      struct Point {
        var x = 0
        var y = 0
      }
      """
    }
  }

  @Test func bodyAndReduceBoth() {
    assertMacro {
      """
      @Reducer
      struct Feature {
        struct State {
        }
        enum Action {
        }
        var body: some ReducerOf<Self> {
          EmptyReducer()
        }
        func reduce(into state: inout State, action: Action) -> Effect<Action> {
          .none
        }
      }
      """
    } diagnostics: {
      """
      @Reducer
      struct Feature {
        struct State {
        }
        enum Action {
        }
        var body: some ReducerOf<Self> {
          EmptyReducer()
        }
        func reduce(into state: inout State, action: Action) -> Effect<Action> {
             ┬─────
             ╰─ 🛑 A reducer implements either 'body' or 'reduce(into:action:)', not both: a store runs 'reduce(into:action:)' and never evaluates 'body'
                ✏️ Remove 'reduce(into:action:)'
          .none
        }
      }
      """
    } fixes: {
      """
      @Reducer
      struct Feature {
        struct State {
        }
        enum Action {
        }
        var body: some ReducerOf<Self> {
          EmptyReducer()
        }
      }
      """
    } expansion: {
      """
      struct Feature {
        struct State {
        }
        @CasePathable @dynamicMemberLookup
        enum Action {
        }
        @ComposableCore.ReducerBuilder<Self.State, Self.Action>
        var body: some ReducerOf<Self> {
          EmptyReducer()
        }
      }

      extension Feature: ComposableCore.Reducer {
      }
      """
    }
  }

  @Test func enumOfReducersAndAlerts() {
    assertMacro {
      """
      @Reducer
      public enum Destination {
        case detail(Detail)
        case alert(AlertState<Alert>)
        case dialog(ConfirmationDialogState<Dialog>)
        @ReducerCaseIgnored
        case web(URL)
        case empty
      }
      """
    } expansion: {
      #"""
      public enum Destination {
        case detail(Detail)
        case alert(AlertState<Alert>)
        case dialog(ConfirmationDialogState<Dialog>)
        case web(URL)
        case empty

        @CasePathable @dynamicMemberLookup @ObservableState
        public enum State: ComposableCore.CaseReducerState {
          public typealias StateReducer = Destination
          case detail(Detail.State)
          case alert(AlertState<Alert>)
          case dialog(ConfirmationDialogState<Dialog>)
          case web(URL)
          case empty
        }

        @CasePathable
        public enum Action {
          case detail(Detail.Action)
          case alert(Alert)
          case dialog(Dialog)
          case web(Swift.Never)
        }

        @ComposableCore.ReducerBuilder<Self.State, Self.Action>
        public static var body: some ComposableCore.Reducer<Self.State, Self.Action> {
          ComposableCore.Scope(state: \Self.State.Cases.detail, action: \Self.Action.Cases.detail) {
            Detail()
          }
        }
      }

      extension Destination: ComposableCore.CaseReducer, ComposableCore.Reducer {
      }
      """#
    }
  }

  @Test func enumOfAlertsOnly() {
    assertMacro {
      """
      @Reducer
      enum Destination {
        case alert(AlertState<Alert>)
      }
      """
    } expansion: {
      """
      enum Destination {
        case alert(AlertState<Alert>)

        @CasePathable @dynamicMemberLookup @ObservableState
        enum State: ComposableCore.CaseReducerState {
          typealias StateReducer = Destination
          case alert(AlertState<Alert>)
        }

        @CasePathable
        enum Action {
          case alert(Alert)
        }

        @ComposableCore.ReducerBuilder<Self.State, Self.Action>
        static var body: some ComposableCore.Reducer<Self.State, Self.Action> {
          ComposableCore.EmptyReducer<Self.State, Self.Action>()
        }
      }

      extension Destination: ComposableCore.CaseReducer, ComposableCore.Reducer {
      }
      """
    }
  }

  @Test func enumCaseWithTwoValues() {
    assertMacro {
      """
      @Reducer
      enum Destination {
        case pair(Detail, Detail)
      }
      """
    } diagnostics: {
      """
      @Reducer
      enum Destination {
        case pair(Detail, Detail)
             ┬───────────────────
             ╰─ 🛑 A '@Reducer' enum case holds one unlabeled value: a reducer, as 'case pair(Feature)', or a plain state such as 'AlertState<Action>'
      }
      """
    }
  }
}
