import Foundation

/// Writes `PORT.md`: what the port removed, what it worked around, and what it left.
struct PortMarkdown {
  var app: AppDescription
  var report: PortReport
  var folders: [String: String]

  func source() -> String {
    var lines = [
      "# \(app.name) on Linux",
      "",
      "Ported by `tca-linux` from `\((app.root as NSString).lastPathComponent)`. Reducers, states, actions, client interfaces "
        + "and tests are as the app wrote them; this page lists everything else that changed.",
      "",
      "## Targets",
      "",
      "| target | kind | folder | Swift files | language mode |",
      "|---|---|---|---|---|",
    ]
    for target in app.targets {
      lines.append(
        "| \(target.name) | \(target.kind.rawValue) | `\(folders[target.name] ?? "")` | "
          + "\(target.files.count) | \(target.languageMode ?? "package default") |")
    }
    lines += ["", "## Deletions (\(report.deletions.count))", ""]
    lines += Self.table(report.deletions, empty: "Nothing was deleted.")
    lines += ["", "## Workarounds (\(report.workarounds.count))", ""]
    lines +=
      report.workarounds.isEmpty
      ? ["None."] : report.workarounds.map { "- `\($0.subject)`: \($0.description)" }
    lines += ["", "## Left for you (\(report.leftovers.count))", ""]
    lines += Self.table(
      report.leftovers,
      empty: "Nothing: no reducer, state, action, client interface or test names a symbol that "
        + "Linux lacks.")
    if !report.unparsed.isEmpty {
      lines += ["", "## Files that did not parse (copied unchanged)", ""]
      lines += report.unparsed.map { "- `\($0)`" }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static let repairHeading = "## Deleted after building"

  /// Adds (or replaces) the section of declarations removed because they did not compile.
  static func append(deletions: [PortReport.Deletion], to path: String) throws {
    var text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    if let range = text.range(of: "\n" + repairHeading) {
      text = String(text[..<range.lowerBound]) + "\n"
    }
    let lines =
      [
        "\(repairHeading) (\(deletions.count))", "",
        "The builds named these; lines are those of the ported files.", "",
      ] + table(deletions, empty: "")
    text += "\n" + lines.joined(separator: "\n") + "\n"
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
  }

  private static func table(_ rows: [PortReport.Deletion], empty: String) -> [String] {
    guard !rows.isEmpty else { return [empty] }
    return ["| file | line | declaration | reason |", "|---|---|---|---|"]
      + rows.map { "| `\($0.file)` | \($0.line) | `\($0.declaration)` | \($0.reason) |" }
  }
}
