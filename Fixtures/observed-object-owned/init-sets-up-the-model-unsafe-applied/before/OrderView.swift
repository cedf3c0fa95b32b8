import SwiftUI

struct OrderView: View {
    @ObservedObject private var summary = OrderSummary()
    @State private var startingTotal: Int

    init(total: Int) {
        summary.total = total
        _startingTotal = State(initialValue: summary.total)
    }

    var body: some View {
        Text("\(summary.total) from \(startingTotal)")
    }
}
