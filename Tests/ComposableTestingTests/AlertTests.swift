import ComposableCore
import ComposableTesting
import Testing

/// Alerts and confirmation dialogs, presented and answered: any answer dismisses them.
@Reducer
private struct Inbox {
  @ObservableState
  struct State: Equatable {
    @Presents var alert: AlertState<Action.Alert>?
    @Presents var destination: Destination.State?
    var messages = 3
  }

  enum Action {
    case alert(PresentationAction<Alert>)
    case deleteButtonTapped
    case destination(PresentationAction<Destination.Action>)
    case optionsButtonTapped

    @CasePathable
    enum Alert: Equatable {
      case confirmDeletion
    }
  }

  @Reducer
  enum Destination {
    case dialog(ConfirmationDialogState<Dialog>)

    @CasePathable
    enum Dialog: Equatable {
      case archive
      case markAsRead
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alert(.presented(.confirmDeletion)):
        state.messages = 0
        return .none
      case .alert:
        return .none
      case .deleteButtonTapped:
        state.alert = AlertState {
          TextState("Delete all messages?")
        } actions: {
          ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
          ButtonState(role: .cancel) { TextState("Cancel") }
        } message: {
          TextState("This cannot be undone.")
        }
        return .none
      case .destination(.presented(.dialog(.archive))):
        state.messages = 0
        return .none
      case .destination:
        return .none
      case .optionsButtonTapped:
        state.destination = .dialog(
          ConfirmationDialogState(titleVisibility: .visible) {
            TextState("Options")
          } actions: {
            ButtonState(action: .archive) { TextState("Archive") }
            ButtonState(action: .markAsRead) { TextState("Mark as read") }
          })
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
    .ifLet(\.$destination, action: \.destination)
  }
}

extension Inbox.Destination.State: Equatable {}

@MainActor
struct AlertTests {
  @Test func answeringAnAlertDismissesIt() async {
    let store = TestStore(initialState: Inbox.State()) { Inbox() }
    await store.send(.deleteButtonTapped) {
      $0.alert = AlertState {
        TextState("Delete all messages?")
      } actions: {
        ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
        ButtonState(role: .cancel) { TextState("Cancel") }
      } message: {
        TextState("This cannot be undone.")
      }
    }
    #expect(
      store.state.alert?.plainText
        == "Delete all messages?\nThis cannot be undone.\n[Delete] [Cancel]")
    await store.send(\.alert.confirmDeletion) {
      $0.alert = nil
      $0.messages = 0
    }
  }

  @Test func cancellingAnAlertDismissesIt() async {
    let store = TestStore(initialState: Inbox.State()) { Inbox() }
    await store.withExhaustivity(.off) {
      await store.send(.deleteButtonTapped)
    }
    await store.send(.alert(.dismiss)) { $0.alert = nil }
  }

  @Test func answeringADialogInAnEnumDestinationDismissesIt() async {
    let store = TestStore(initialState: Inbox.State()) { Inbox() }
    await store.send(.optionsButtonTapped) {
      $0.destination = .dialog(
        ConfirmationDialogState(titleVisibility: .visible) {
          TextState("Options")
        } actions: {
          ButtonState(action: .archive) { TextState("Archive") }
          ButtonState(action: .markAsRead) { TextState("Mark as read") }
        })
    }
    await store.send(\.destination.dialog.archive) {
      $0.destination = nil
      $0.messages = 0
    }
  }

  @Test func aWrongAlertIsADiffThatNamesItsParts() async {
    let store = TestStore(initialState: Inbox.State()) { Inbox() }
    await withKnownIssue {
      await store.send(.deleteButtonTapped) {
        $0.alert = AlertState { TextState("Delete?") }
      }
    } matching: { issue in
      issue.description.contains("Delete all messages?") && issue.description.contains("Delete?")
    }
  }
}
