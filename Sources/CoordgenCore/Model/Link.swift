/// A deep link of `## Links` (spec format 1.1, section 8): a URL path pattern and the stack it
/// builds, from the declaring flow's start screen through screens and child flows.
public struct Link: Encodable, Sendable {
    /// One `/`-separated part of the pattern: `literal` or `parameter` is set.
    public struct Segment: Encodable, Hashable, Sendable {
        public var literal: String?
        public var parameter: String?
    }

    /// How a step of the path is shown: the flow's start screen (written or implied), or by the
    /// event of the step before it.
    public enum Transition: String, Encodable, Sendable {
        case start, push, present
    }

    /// One screen or child flow of the path, with its inputs bound: from the link's parameters, then
    /// from the storage and inputs of `flow`, the flow that shows it.
    public struct Step: Encodable, Sendable {
        public var target: Target
        public var transition: Transition
        public var flow: String
        /// Where the step is written; for a start screen left out of the path, where the path starts.
        public var location: SourceLocation

        private enum CodingKeys: String, CodingKey { case target, transition, flow }
    }

    /// As written: `/orders/:orderID`.
    public var pattern: String
    public var segments: [Segment]
    /// One per `:name`, in pattern order, typed as the inputs it fills (without their optional).
    public var parameters: [Value]
    public var steps: [Step]
    /// The case of `DeepLink` the link opens: its last screen's name, lowerCamelCase.
    public var caseName: String
    public var documentation: String?
    /// Where the pattern is written.
    public var location: SourceLocation

    private enum CodingKeys: String, CodingKey { case pattern, segments, parameters, steps, caseName, documentation }

    /// The screen the link shows last.
    public var lastScreen: String? { steps.last?.target.name }
}

/// A case of the generated `DeepLink` enum: every link that builds one stack, first pattern first.
public struct DeepLinkCase: Encodable, Sendable {
    public var name: String
    public var parameters: [Value]
    public var patterns: [String]
    /// The flow that declares the links.
    public var flow: String
}
