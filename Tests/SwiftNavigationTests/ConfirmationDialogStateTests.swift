import CustomDump
import SwiftNavigation
import Testing

struct ConfirmationDialogStateTests {
  func shareDialog(
    _ titleVisibility: ConfirmationDialogStateTitleVisibility = .automatic
  ) -> ConfirmationDialogState<TestAction> {
    ConfirmationDialogState(titleVisibility: titleVisibility) {
      TextState("Share")
    } actions: {
      ButtonState(action: .send(.signIn(1))) { TextState("Message") }
      ButtonState(role: .cancel) { TextState("Cancel") }
    } message: {
      TextState("Pick an app.")
    }
  }

  @Test func titleVisibilityDefaultsToAutomatic() {
    let dialog = ConfirmationDialogState<TestAction> { TextState("Share") }
    #expect(dialog.titleVisibility == .automatic)
    #expect(dialog.buttons.isEmpty)
    #expect(dialog.message == nil)
  }

  @Test func equalityIncludesTitleVisibilityButNotIdentity() {
    #expect(shareDialog() == shareDialog())
    #expect(shareDialog().id != shareDialog().id)
    #expect(shareDialog().hashValue == shareDialog().hashValue)
    #expect(shareDialog(.visible) != shareDialog(.hidden))
  }

  @Test func mapTransformsEveryButtonAndKeepsTheRest() {
    let dialog = shareDialog(.visible)
    let mapped = dialog.map { action -> Int? in
      guard case .signIn(let account) = action else { return nil }
      return account
    }
    #expect(mapped.id == dialog.id)
    #expect(mapped.titleVisibility == .visible)
    #expect(mapped.buttons.map(\.action.action) == [1, nil])
  }

  @Test func dumpsTitleVisibilityOnlyWhenItIsNotAutomatic() {
    #expect(
      String(customDumping: ConfirmationDialogState<TestAction> { TextState("Share") })
        == #"ConfirmationDialogState(title: "Share")"#
    )
    let hidden = ConfirmationDialogState<TestAction>(titleVisibility: .hidden) {
      TextState("Share")
    }
    #expect(
      String(customDumping: hidden) == """
        ConfirmationDialogState(
          titleVisibility: .hidden,
          title: "Share"
        )
        """
    )
  }

  @Test func plainTextLeavesOutAHiddenTitle() {
    #expect(shareDialog().plainText == "Share\nPick an app.\n[Message] [Cancel]")
    #expect(shareDialog(.visible).plainText == "Share\nPick an app.\n[Message] [Cancel]")
    #expect(shareDialog(.hidden).plainText == "Pick an app.\n[Message] [Cancel]")
  }
}
