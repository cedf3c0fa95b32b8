import SwiftUI

final class Workspace {
    let name: String

    init(name: String) {
        self.name = name
    }
}

final class WorkflowJobs: ObservableObject {
    @Published var jobs: [String] = []
    private let workspace: Workspace

    init(workspace: Workspace) {
        self.workspace = workspace
    }

    func fetchJobs(runID: String) {
        jobs = ["\(workspace.name)/\(runID)"]
    }
}

struct JobsView: View {
    @ObservedObject private var jobsModel: WorkflowJobs
    @State private var runID: String

    init(workspace: Workspace,
         runID: String) {
        self.jobsModel = .init(workspace: workspace)
        self.runID = runID
        jobsModel.fetchJobs(runID: runID) // first page only
    }

    var body: some View {
        List(jobsModel.jobs, id: \.self) { job in
            Text(job)
        }
    }
}
