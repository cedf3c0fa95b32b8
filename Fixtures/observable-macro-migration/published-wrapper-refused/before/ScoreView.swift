import SwiftUI

struct ScoreView: View {
    @StateObject private var model = ScoreModel(start: 10)

    var body: some View {
        Text("\(model.score)")
    }
}
