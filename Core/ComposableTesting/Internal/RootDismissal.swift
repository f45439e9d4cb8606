/// The `dismiss` dependency of a test store's root feature: it records the dismissal and lets
/// the store end its effects.
@MainActor
final class RootDismissal {
  private(set) var isDismissed = false
  var onDismiss: (() -> Void)?

  func dismiss() {
    isDismissed = true
    onDismiss?()
  }
}
