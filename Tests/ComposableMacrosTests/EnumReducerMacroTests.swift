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
struct EnumReducerMacroTests {
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
        public enum State: ComposableCore.CaseReducerState, ComposableCore.ObservableState, CasePathable, CasePathIterable {
          public typealias StateReducer = Destination
          case detail(Detail.State)
          case alert(AlertState<Alert>)
          case dialog(ConfirmationDialogState<Dialog>)
          case web(URL)
          case empty
        }

        @CasePathable
        public enum Action: CasePathable, CasePathIterable {
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

  @Test func synthesizedConformances() {
    assertMacro {
      """
      @Reducer(state: .equatable, .sendable, action: .equatable)
      enum Destination {
        case detail(Detail)
      }
      """
    } expansion: {
      #"""
      enum Destination {
        case detail(Detail)

        @CasePathable @dynamicMemberLookup @ObservableState
        enum State: ComposableCore.CaseReducerState, ComposableCore.ObservableState, CasePathable, CasePathIterable, Equatable, Sendable {
          typealias StateReducer = Destination
          case detail(Detail.State)
        }

        @CasePathable
        enum Action: CasePathable, CasePathIterable, Equatable {
          case detail(Detail.Action)
        }

        @ComposableCore.ReducerBuilder<Self.State, Self.Action>
        static var body: some ComposableCore.Reducer<Self.State, Self.Action> {
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

  @Test func aCaseCanNameTheReducerToRun() {
    assertMacro {
      """
      @Reducer
      enum Destination {
        case editor(Editor = Editor(mode: .edit))
      }
      """
    } expansion: {
      #"""
      enum Destination {
        case editor(Editor = Editor(mode: .edit))

        @CasePathable @dynamicMemberLookup @ObservableState
        enum State: ComposableCore.CaseReducerState, ComposableCore.ObservableState, CasePathable, CasePathIterable {
          typealias StateReducer = Destination
          case editor(Editor.State)
        }

        @CasePathable
        enum Action: CasePathable, CasePathIterable {
          case editor(Editor.Action)
        }

        @ComposableCore.ReducerBuilder<Self.State, Self.Action>
        static var body: some ComposableCore.Reducer<Self.State, Self.Action> {
          ComposableCore.Scope(state: \Self.State.Cases.editor, action: \Self.Action.Cases.editor) {
            Editor(mode: .edit)
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
        enum State: ComposableCore.CaseReducerState, ComposableCore.ObservableState, CasePathable, CasePathIterable {
          typealias StateReducer = Destination
          case alert(AlertState<Alert>)
        }

        @CasePathable
        enum Action: CasePathable, CasePathIterable {
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

  @Test func casesWithSeveralOrLabeledValuesArePlainState() {
    assertMacro {
      """
      @Reducer
      enum Path {
        case meeting(Meeting, syncUp: SyncUp)
        case note(text: String)
      }
      """
    } expansion: {
      """
      enum Path {
        case meeting(Meeting, syncUp: SyncUp)
        case note(text: String)

        @CasePathable @dynamicMemberLookup @ObservableState
        enum State: ComposableCore.CaseReducerState, ComposableCore.ObservableState, CasePathable, CasePathIterable {
          typealias StateReducer = Path
          case meeting(Meeting, syncUp: SyncUp)
          case note(text: String)
        }

        @CasePathable
        enum Action: CasePathable, CasePathIterable {
          case meeting(Swift.Never)
          case note(Swift.Never)
        }

        @ComposableCore.ReducerBuilder<Self.State, Self.Action>
        static var body: some ComposableCore.Reducer<Self.State, Self.Action> {
          ComposableCore.EmptyReducer<Self.State, Self.Action>()
        }
      }

      extension Path: ComposableCore.CaseReducer, ComposableCore.Reducer {
      }
      """
    }
  }
}
