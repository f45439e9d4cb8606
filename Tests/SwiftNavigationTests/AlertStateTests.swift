import CustomDump
import SwiftNavigation
import Testing

struct AlertStateTests {
  let deleteAlert = Self.makeDeleteAlert()

  static func makeDeleteAlert() -> AlertState<TestAction> {
    AlertState {
      TextState("Delete?")
    } actions: {
      ButtonState(role: .destructive, action: .send(.confirm)) { TextState("Delete") }
      ButtonState(role: .cancel) { TextState("Cancel") }
    } message: {
      TextState("This cannot be undone.")
    }
  }

  @Test func actionsAndMessageAreOptional() {
    let titleOnly = AlertState<TestAction> { TextState("Incremented!") }
    #expect(titleOnly.buttons.isEmpty)
    #expect(titleOnly.message == nil)
    let withoutMessage = AlertState<TestAction> {
      TextState("Saved")
    } actions: {
      ButtonState { TextState("OK") }
    }
    #expect(withoutMessage.buttons.map(\.label) == ["OK"])
    #expect(withoutMessage.message == nil)
  }

  @Test func equalityAndHashingIgnoreIdentity() {
    let rebuilt = Self.makeDeleteAlert()
    #expect(rebuilt.id != deleteAlert.id)
    #expect(rebuilt == deleteAlert)
    #expect(Set([rebuilt, deleteAlert]).count == 1)
    var changed = deleteAlert
    changed.message = nil
    #expect(changed != deleteAlert)
  }

  @Test func mapTransformsEveryButtonAndKeepsTheRest() {
    let mapped = deleteAlert.map { $0 == .confirm ? "deleted" : nil }
    #expect(mapped.id == deleteAlert.id)
    #expect(mapped.title == deleteAlert.title)
    #expect(mapped.message == deleteAlert.message)
    #expect(mapped.buttons.map(\.action.action) == ["deleted", nil])
  }

  @Test func dumpsAsItsInitializer() {
    #expect(
      String(customDumping: deleteAlert) == """
        AlertState(
          title: "Delete?",
          actions: [
            [0]: ButtonState(
              role: .destructive,
              action: .send(.confirm),
              label: "Delete"
            ),
            [1]: ButtonState(
              role: .cancel,
              action: .send(nil),
              label: "Cancel"
            )
          ],
          message: "This cannot be undone."
        )
        """
    )
    #expect(
      String(customDumping: AlertState<TestAction> { TextState("Done") }) == """
        AlertState(title: "Done")
        """
    )
  }

  @Test func diffShowsOnlyWhatChanged() {
    var retitled = deleteAlert
    retitled.title = "Remove?"
    #expect(
      diff(deleteAlert, retitled) == """
          AlertState(
        -   title: "Delete?",
        +   title: "Remove?",
            actions: […],
            message: "This cannot be undone."
          )
        """
    )
  }

  @Test func plainTextShowsOnePartALine() {
    #expect(deleteAlert.plainText == "Delete?\nThis cannot be undone.\n[Delete] [Cancel]")
    #expect(AlertState<TestAction> { TextState("Incremented!") }.plainText == "Incremented!")
    let emptyMessage = AlertState<TestAction> {
      TextState("Saved")
    } actions: {
      ButtonState { TextState("OK") }
    } message: {
      TextState("")
    }
    #expect(emptyMessage.plainText == "Saved\n[OK]")
  }
}
