import Combine
import SwiftUI

protocol RaceClient {}

final class MockRaceClient: RaceClient {}

enum RaceConfiguration {
    static let season = 2024
}

final class Standings: ObservableObject {
    @Published var leaders: [String] = []
    let client: RaceClient

    init(client: RaceClient) {
        self.client = client
    }
}

final class RaceCalendar: ObservableObject {
    @Published var rounds: [Int] = []

    init(season: Int) {}
}

final class Garage: ObservableObject {
    init(client: RaceClient, season: Int) {}
}

@main
struct RaceApp: App {
    let liveClient: RaceClient = MockRaceClient()
    @StateObject private var standings = Standings(client: MockRaceClient())
    @StateObject private var raceCalendar = RaceCalendar(season: RaceConfiguration.season)

    var body: some Scene {
        WindowGroup {
            RaceScreen()
                .environmentObject(standings)
                .environmentObject(raceCalendar)
                .environmentObject(Garage(client: liveClient, season: 2024))
        }
    }
}

struct RaceScreen: View {
    @EnvironmentObject var standings: Standings
    @EnvironmentObject var raceCalendar: RaceCalendar

    var body: some View {
        Text("\(standings.leaders.count) leaders, \(raceCalendar.rounds.count) rounds")
    }
}
