import IssueReporting

/// Where an API was called, so that issues point at the caller.
@usableFromInline
package struct SourceLocation: Hashable, Sendable {
  package let fileID: StaticString
  package let filePath: StaticString
  package let line: UInt
  package let column: UInt

  @usableFromInline
  package init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  /// Reports an issue at this location.
  package func report(_ message: String) {
    reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  @usableFromInline
  package static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.line == rhs.line && lhs.column == rhs.column
      && lhs.filePath.description == rhs.filePath.description
  }

  @usableFromInline
  package func hash(into hasher: inout Hasher) {
    hasher.combine(filePath.description)
    hasher.combine(line)
    hasher.combine(column)
  }
}
