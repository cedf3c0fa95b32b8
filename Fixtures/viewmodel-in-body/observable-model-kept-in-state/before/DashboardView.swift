import SwiftUI

struct DashboardView: View {
    let accountID: Int
    @State private var showsArchive = false

    var body: some View {
        VStack {
            // Literal arguments: the first model is the right one.
            GreetingView(model: GreetingModel(name: "Ada"))
            BadgeView(badge: BadgeModel(count: 3))
            CounterView(BadgeModel(count: 4))
            PinnedBadgeView(pin: PinModel(count: 1))
            // Built from a value that may change while the view stays: unsafe.
            let summary = SummaryModel(accountID: accountID)
            SummaryView(summary: summary)
            ArchiveView(archive: ArchiveModel(accountID: accountID), title: "Archive")
            if showsArchive {
                ArchiveView(archive: archiveOfToday, title: "Today")
            }
        }
    }

    private var archiveOfToday: ArchiveModel { ArchiveModel(accountID: 0) }
}
