/// Whether a confirmation dialog shows its title.
///
/// It mirrors SwiftUI's `Visibility`. On a terminal, ``ConfirmationDialogState/plainText`` shows
/// the title unless it is ``hidden``.
public enum ConfirmationDialogStateTitleVisibility: Hashable, Sendable, Codable {
  /// The platform decides; SwiftUI on iOS hides the title, a terminal shows it.
  case automatic
  /// The title is hidden.
  case hidden
  /// The title is shown.
  case visible
}
