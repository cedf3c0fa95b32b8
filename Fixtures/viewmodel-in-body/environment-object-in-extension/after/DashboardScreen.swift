import SwiftUI

final class ClockModel: ObservableObject {
    @Published var time = "12:00"
}

struct StatusBar: View {
    @EnvironmentObject var clock: ClockModel

    var body: some View {
        Text(clock.time)
    }
}

struct DashboardScreen: View {
    let title: String
    @StateObject var clockModel = ClockModel()

    var body: some View {
        VStack {
            Text(title)
            footer
        }
    }
}
