import SwiftUI

struct DashboardView: View {
    let userName: String

    var body: some View {
        // Steps, distance and streaks.
        ActivitySummaryCard(title: "This Week", days: 7)
            .navigationTitle("Hello, \(userName)")
    }
}
