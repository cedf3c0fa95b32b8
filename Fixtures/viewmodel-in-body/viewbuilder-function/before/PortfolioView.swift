import SwiftUI

struct Holding: Identifiable {
    let id: String
    var shares: Double
}

struct PortfolioView: View {
    let holdings: [Holding]

    var body: some View {
        List {
            Section("Holdings") {
                ForEach(holdings) { holding in
                    row(for: holding)
                }
            }
        }
    }

    @ViewBuilder
    private func row(for holding: Holding) -> some View {
        if holding.shares > 0 {
            QuoteRow(viewModel: QuoteViewModel(symbol: holding.id))
        } else {
            Text(holding.id)
                .foregroundStyle(.secondary)
        }
    }
}
