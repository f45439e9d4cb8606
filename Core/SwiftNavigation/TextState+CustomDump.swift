import CustomDump

extension TextState: CustomDumpRepresentable {
  /// The text as a string with its styling marked up, as swift-navigation dumps it: bold as
  /// `**…**`, italics as `_…_`, a plain strikethrough as `~~…~~`, and other styles as tags such as
  /// `<kerning=2.5>…</kerning>`. Styles that are switched off, and fonts, leave no mark.
  public var customDumpValue: Any { markup }

  var markup: String {
    var output =
      switch storage {
      case .concatenated(let lhs, let rhs): lhs.markup + rhs.markup
      case .verbatim(let string): string
      }
    for modifier in modifiers {
      modifier.mark(&output)
    }
    return output
  }
}

extension TextState.Modifier {
  fileprivate func mark(_ output: inout String) {
    func wrap(_ marker: String) { output = marker + output + marker }
    func tag(_ name: String, _ value: String? = nil, attribute: String? = nil) {
      let opening = [name, attribute].compactMap { $0 }.joined(separator: " ")
      output = "<\(opening)\(value.map { "=\($0)" } ?? "")>\(output)</\(name)>"
    }
    switch self {
    case .accessibilityHeading(let level): tag("accessibility-heading-level", level.rawValue)
    case .accessibilityLabel(let label): tag("accessibility-label", label.markup)
    case .accessibilityTextContentType(let type):
      tag("accessibility-text-content-type", type.rawValue)
    case .baselineOffset(let offset): tag("baseline-offset", "\(offset)")
    case .bold(isActive: true), .fontWeight(.bold?): wrap("**")
    case .fontDesign(let design?): tag("font-design", design.rawValue)
    case .fontWeight(let weight?): tag("font-weight", weight.name)
    case .fontWidth(let width?): tag("font-width", width.rawValue)
    case .foregroundColor(let color?): tag("foreground-color", color.description)
    case .italic(isActive: true): wrap("_")
    case .kerning(let kerning): tag("kerning", "\(kerning)")
    case .speechAdjustedPitch(let pitch): tag("speech-adjusted-pitch", "\(pitch)")
    case .speechAlwaysIncludesPunctuation(true): tag("speech-always-includes-punctuation")
    case .speechAnnouncementsQueued(true): tag("speech-announcements-queued")
    case .speechSpellsOutCharacters(true): tag("speech-spells-out-characters")
    case .strikethrough(isActive: true, _, let color?):
      tag("s", color.description, attribute: "color")
    case .strikethrough(isActive: true, _, nil): wrap("~~")
    case .tracking(let tracking): tag("tracking", "\(tracking)")
    case .underline(isActive: true, _, let color?): tag("u", color.description, attribute: "color")
    case .underline(isActive: true, _, nil): tag("u")
    case .bold(isActive: false), .font, .fontDesign(nil), .fontWeight(nil), .fontWidth(nil),
      .foregroundColor(nil), .italic(isActive: false), .monospacedDigit,
      .speechAlwaysIncludesPunctuation(false), .speechAnnouncementsQueued(false),
      .speechSpellsOutCharacters(false), .strikethrough(isActive: false, _, _),
      .underline(isActive: false, _, _):
      break
    }
  }
}
