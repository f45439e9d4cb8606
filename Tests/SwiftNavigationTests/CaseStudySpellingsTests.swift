import SwiftNavigation
import Testing

/// The spellings of TCA's alerts-and-dialogs case study, where the state's type gives `Action`.
struct CaseStudySpellingsTests {
  struct State: Equatable {
    var alert: AlertState<AlertAction>?
    var confirmationDialog: ConfirmationDialogState<DialogAction>?
    var count = 0
  }
  enum AlertAction: Equatable { case incrementButtonTapped }
  enum DialogAction: Equatable { case incrementButtonTapped, decrementButtonTapped }

  @Test func alertAndDialogReadAsInTheCaseStudy() {
    var state = State()
    state.alert = AlertState {
      TextState("Alert!")
    } actions: {
      ButtonState(role: .cancel) {
        TextState("Cancel")
      }
      ButtonState(action: .incrementButtonTapped) {
        TextState("Increment")
      }
    } message: {
      TextState("This is an alert")
    }
    state.confirmationDialog = ConfirmationDialogState {
      TextState("Confirmation dialog")
    } actions: {
      ButtonState(role: .cancel) {
        TextState("Cancel")
      }
      ButtonState(action: .incrementButtonTapped) {
        TextState("Increment")
      }
      ButtonState(action: .send(.decrementButtonTapped, animation: .default)) {
        TextState("Decrement")
      }
    } message: {
      TextState("This is a confirmation dialog.")
    }
    #expect(state.alert?.plainText == "Alert!\nThis is an alert\n[Cancel] [Increment]")
    #expect(
      state.confirmationDialog?.plainText
        == "Confirmation dialog\nThis is a confirmation dialog.\n[Cancel] [Increment] [Decrement]"
    )
    state.alert = AlertState { TextState("Incremented!") }
    #expect(state.alert == AlertState { TextState("Incremented!") })
  }
}
