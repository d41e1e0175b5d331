/// A directed graph of `count` nodes (`0..<count`) in one flat list of edges sorted by their source,
/// so that following a node's edges allocates nothing.
struct AdjacencyList {
    let count: Int
    /// The edges of node `n` are at `offsets[n]..<offsets[n + 1]` of the flat list.
    private let offsets: [Int]
    private let targets: [Int]
    /// The position in the list given to `init` of each edge of the flat list.
    private let edgeIndices: [Int]

    /// The graph of `edges`, whose ends are all in `0..<count`; each node's edges keep their order.
    init(count: Int, edges: [(from: Int, to: Int)]) {
        self.count = count
        var offsets = [Int](repeating: 0, count: count + 1)
        for edge in edges { offsets[edge.from + 1] += 1 }
        for node in 0..<count { offsets[node + 1] += offsets[node] }
        var next = offsets
        var targets = [Int](repeating: 0, count: edges.count)
        var edgeIndices = [Int](repeating: 0, count: edges.count)
        for (index, edge) in edges.enumerated() {
            targets[next[edge.from]] = edge.to
            edgeIndices[next[edge.from]] = index
            next[edge.from] += 1
        }
        self.offsets = offsets
        self.targets = targets
        self.edgeIndices = edgeIndices
    }

    /// The positions of `node`'s edges in the flat list, in the order `init` was given them.
    func edgeRange(of node: Int) -> Range<Int> { offsets[node]..<offsets[node + 1] }

    /// The node the edge at `position` of the flat list goes to.
    func target(ofEdge position: Int) -> Int { targets[position] }

    /// Where the edge at `position` of the flat list was in the list given to `init`.
    func edgeIndex(at position: Int) -> Int { edgeIndices[position] }
}

/// Tarjan's strongly connected components of a graph, iterative so a long chain cannot overflow the
/// stack. Linear in nodes and edges.
///
/// Components come in reverse topological order: a component comes before every component that
/// has an edge into it, so reading them backwards visits sources first.
struct StronglyConnectedComponents {
    /// The nodes, grouped by component: component `c` is `nodes[bounds[c]..<bounds[c + 1]]`.
    private var nodes: [Int] = []
    private var bounds: [Int] = [0]
    /// The component of each node.
    private(set) var componentOfNode: [Int]

    var count: Int { bounds.count - 1 }

    subscript(component: Int) -> ArraySlice<Int> { nodes[bounds[component]..<bounds[component + 1]] }

    init(_ graph: AdjacencyList) {
        componentOfNode = [Int](repeating: 0, count: graph.count)
        nodes.reserveCapacity(graph.count)
        var index = [Int](repeating: -1, count: graph.count)
        var lowLink = [Int](repeating: 0, count: graph.count)
        var onStack = [Bool](repeating: false, count: graph.count)
        var stack: [Int] = []
        var nextIndex = 0
        // Each frame is a node and the position of the next of its edges to follow.
        var frames: [(node: Int, next: Int)] = []
        func open(_ node: Int) {
            index[node] = nextIndex
            lowLink[node] = nextIndex
            nextIndex += 1
            stack.append(node)
            onStack[node] = true
            frames.append((node, graph.edgeRange(of: node).lowerBound))
        }
        for root in 0..<graph.count where index[root] == -1 {
            open(root)
            while let frame = frames.last {
                if frame.next < graph.edgeRange(of: frame.node).upperBound {
                    frames[frames.count - 1].next += 1
                    let target = graph.target(ofEdge: frame.next)
                    if index[target] != -1 {
                        if onStack[target] { lowLink[frame.node] = min(lowLink[frame.node], index[target]) }
                    } else {
                        open(target)
                    }
                    continue
                }
                frames.removeLast()
                if let parent = frames.last { lowLink[parent.node] = min(lowLink[parent.node], lowLink[frame.node]) }
                if lowLink[frame.node] == index[frame.node] {
                    while let member = stack.popLast() {
                        onStack[member] = false
                        componentOfNode[member] = bounds.count - 1
                        nodes.append(member)
                        if member == frame.node { break }
                    }
                    bounds.append(nodes.count)
                }
            }
        }
    }
}
