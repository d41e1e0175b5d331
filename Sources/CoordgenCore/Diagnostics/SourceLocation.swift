/// A position in a spec file: 1-based line and column.
///
/// Columns count Unicode scalars (what an editor shows as characters), not bytes,
/// so a `→` before a name moves the column by one.
public struct SourceLocation: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }

    /// The location `offset` characters further along the same line.
    public func advanced(by offset: Int) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column + offset)
    }

    /// The location of a whole file or folder, printed as just its path.
    public static func file(_ path: String) -> SourceLocation {
        SourceLocation(file: path, line: 0, column: 0)
    }

    /// `path:line:column`, or just `path` for a whole file or folder.
    public var description: String { line > 0 ? "\(file):\(line):\(column)" : file }
}
