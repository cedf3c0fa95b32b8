import SwiftUI
import Combine

final class ScoreVM: ObservableObject {
    @Published var score: Int
    init(score: Int) { self.score = score }
}

struct ScoreView: View {
    @ObservedObject var vm: ScoreVM
    var body: some View { Text("\(vm.score)") }
}
