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

        var body: some ComposableCore.Reducer<Self.State, Self.Action> {
          ComposableCore.EmptyReducer<Self.State, Self.Action>()
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

  @Test func emptyStructGetsStateActionAndBody() {
    assertMacro {
      """
      @Reducer
      public struct Empty {
      }
      """
    } expansion: {
      """
      public struct Empty {

          @ObservableState
          public struct State: Codable, Equatable, Hashable, Sendable {
              public init() {
              }
          }

          public enum Action: Equatable, Hashable, Sendable {
          }

          public var body: some ComposableCore.Reducer<Self.State, Self.Action> {
              ComposableCore.EmptyReducer<Self.State, Self.Action>()
          }
      }

      extension Empty: ComposableCore.Reducer {
      }
      """
    }
  }

  @Test func missingBodyOnlyGetsBody() {
    assertMacro {
      """
      @Reducer
      struct Feature {
        struct State {}
        enum Action {}
      }
      """
    } expansion: {
      """
      struct Feature {
        struct State {}
        @CasePathable @dynamicMemberLookup
        enum Action {}

        var body: some ComposableCore.Reducer<Self.State, Self.Action> {
          ComposableCore.EmptyReducer<Self.State, Self.Action>()
        }
      }

      extension Feature: ComposableCore.Reducer {
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
}
