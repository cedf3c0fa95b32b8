import SwiftUI

struct DashboardView: View {
    let userName: String

    var body: some View {
        let activity = ActivitySummaryViewModel(title: "This Week", days: 7)
        // Steps, distance and streaks.
        ActivitySummaryCard(viewModel: activity)
            .navigationTitle("Hello, \(userName)")
    }
}
