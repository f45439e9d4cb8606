import SwiftNavigation
import Testing

/// The spellings from before the builder initializers still compile and build the same values.
struct DeprecationsTests {
  @Test func alertInitializersMatchTheBuilderOnes() {
    let built = AlertState<TestAction> {
      TextState("Alert!")
    } actions: {
      ButtonState(role: .cancel) { TextState("Cancel") }
      ButtonState(action: .send(.confirm)) { TextState("Increment") }
    } message: {
      TextState("This is an alert")
    }
    let legacy: any DeprecatedSpellings = LegacySpellings()
    #expect(legacy.twoButtonAlert == built)
    #expect(legacy.listedAlert == built)
    #expect(legacy.titleOnlyAlert == AlertState { TextState("Done") })
    #expect(
      legacy.dismissButtonAlert.buttons
        == [ButtonState(role: .destructive, action: .send(.confirm)) { TextState("Delete") }]
    )
  }

  @Test func dialogInitializersMatchTheBuilderOnes() {
    let built = ConfirmationDialogState<TestAction> {
      TextState("Confirmation dialog")
    } actions: {
      ButtonState(role: .cancel) { TextState("Cancel") }
      ButtonState(action: .send(.confirm)) { TextState("Increment") }
    } message: {
      TextState("This is a confirmation dialog.")
    }
    let legacy: any DeprecatedSpellings = LegacySpellings()
    #expect(legacy.listedDialog == built)
    #expect(
      legacy.visibleActionSheet
        == ConfirmationDialogState(titleVisibility: .visible) {
          TextState("Share")
        }
    )
  }
}

/// The deprecated spellings, read through a protocol so that the suite builds without warnings:
/// Swift Testing does not allow a test to be marked deprecated.
protocol DeprecatedSpellings {
  var twoButtonAlert: AlertState<TestAction> { get }
  var listedAlert: AlertState<TestAction> { get }
  var titleOnlyAlert: AlertState<TestAction> { get }
  var dismissButtonAlert: AlertState<TestAction> { get }
  var listedDialog: ConfirmationDialogState<TestAction> { get }
  var visibleActionSheet: ConfirmationDialogState<TestAction> { get }
}

/// Each value as TCA code written before the builder initializers spells it.
struct LegacySpellings: DeprecatedSpellings {
  @available(*, deprecated)
  var twoButtonAlert: AlertState<TestAction> {
    AlertState(
      title: TextState("Alert!"),
      message: TextState("This is an alert"),
      primaryButton: .cancel(TextState("Cancel")),
      secondaryButton: .default(TextState("Increment"), action: .send(.confirm))
    )
  }

  @available(*, deprecated)
  var listedAlert: AlertState<TestAction> {
    AlertState(
      title: "Alert!",
      message: "This is an alert",
      buttons: [.cancel("Cancel"), .default("Increment", action: .send(.confirm))]
    )
  }

  @available(*, deprecated)
  var titleOnlyAlert: AlertState<TestAction> {
    AlertState(title: .init("Done"))
  }

  @available(*, deprecated)
  var dismissButtonAlert: AlertState<TestAction> {
    AlertState(title: "Done", dismissButton: .destructive("Delete", action: .send(.confirm)))
  }

  @available(*, deprecated)
  var listedDialog: ConfirmationDialogState<TestAction> {
    ConfirmationDialogState(
      title: TextState("Confirmation dialog"),
      message: TextState("This is a confirmation dialog."),
      buttons: [
        .cancel(TextState("Cancel")),
        .default(TextState("Increment"), action: .send(.confirm)),
      ]
    )
  }

  @available(*, deprecated)
  var visibleActionSheet: ActionSheetState<TestAction> {
    ActionSheetState(title: "Share", titleVisibility: .visible)
  }
}
