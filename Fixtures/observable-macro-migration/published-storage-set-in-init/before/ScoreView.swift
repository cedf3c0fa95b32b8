import SwiftUI

struct ScoreView: View {
    @StateObject private var model = ScoreModel(start: 10, players: ["Ada", "Grace"])

    var body: some View {
        VStack {
            Text(model.title)
            Text("\(model.score) for \(model.players.count) players")
        }
    }
}
