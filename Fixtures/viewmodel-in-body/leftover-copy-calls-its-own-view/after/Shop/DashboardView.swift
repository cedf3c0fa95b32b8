import SwiftUI

struct DashboardView: View {
    let userName: String

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                Text("Hello, \(userName)")
                    .font(.largeTitle)
                // Steps, distance and streaks.
                ActivitySummaryCard(title: "This Week", days: 7)
            }
        }
    }
}
