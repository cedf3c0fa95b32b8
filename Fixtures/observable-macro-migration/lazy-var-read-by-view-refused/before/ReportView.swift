import SwiftUI

struct ReportView: View {
    @ObservedObject var model: ReportModel

    var body: some View {
        Text(model.summary)
    }
}
