// Detection of every catalog platform from real URL shapes (docs/platforms.md), and near misses.
import { describe, expect, it } from "vitest";
import { ATS_IDS, detectAts, detectPlatform, getPlatform, type AtsId } from "../../catalog";
import { PLATFORMS } from "../../catalog/platforms";
import { matchHost, urlParts } from "../../catalog/url-rules";

type Case = [url: string, tenant: string | null, jobId: string | null];

const UUID = "5f7d2b1e-3c4a-4e8f-9a10-2b3c4d5e6f70";
const GUID = "7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d";

const POSITIVE: Record<AtsId, Case[]> = {
  greenhouse: [
    ["https://boards.greenhouse.io/acme/jobs/4012345", "acme", "4012345"],
    ["https://job-boards.greenhouse.io/acme/jobs/4012345?gh_src=abc123", "acme", "4012345"],
    ["https://job-boards.eu.greenhouse.io/acmeeu/jobs/4400012", "acmeeu", "4400012"],
    ["https://boards.eu.greenhouse.io/acmeeu/jobs/4400013", "acmeeu", "4400013"],
    ["https://boards.greenhouse.io/embed/job_app?for=acme&token=4012345", "acme", "4012345"],
    ["https://boards.greenhouse.io/embed/job_board?for=acme", "acme", null],
    ["https://boards.greenhouse.io/acme?gh_jid=4012345", "acme", "4012345"],
    ["http://boards.greenhouse.io/acme/jobs/123", "acme", "123"],
    ["https://careers.acme.com/open-roles/?gh_jid=4012345", null, "4012345"],
    ["https://job-boards.greenhouse.io/acme/jobs/4012345/confirmation", "acme", "4012345"],
  ],
  lever: [
    [`https://jobs.lever.co/acme/${UUID}`, "acme", UUID],
    [`https://jobs.lever.co/acme/${UUID}/apply`, "acme", UUID],
    [`https://jobs.eu.lever.co/acme-eu/${UUID}/apply?lever-source=LinkedIn`, "acme-eu", UUID],
    [`https://jobs.lever.co/acme/${UUID.toUpperCase()}/thanks`, "acme", UUID],
    ["https://jobs.lever.co/acme?team=Engineering", "acme", null],
  ],
  ashby: [
    [`https://jobs.ashbyhq.com/acme/${UUID}`, "acme", UUID],
    [`https://jobs.ashbyhq.com/acme/${UUID}/application`, "acme", UUID],
    [`https://jobs.ashbyhq.com/Acme%20Labs/${UUID}/application?utm_source=x`, "Acme Labs", UUID],
    [`https://www.acme.com/careers?ashby_jid=${UUID}`, null, UUID],
    ["https://jobs.ashbyhq.com/acme", "acme", null],
  ],
  workday: [
    [
      "https://acme.wd5.myworkdayjobs.com/en-US/External/job/Remote-USA/Software-Engineer_R-012345",
      "acme.wd5.myworkdayjobs.com",
      "R-012345",
    ],
    ["https://acme.wd1.myworkdayjobs.com/External/job/San-Jose-CA/Staff-Engineer_JR100234/apply", "acme.wd1.myworkdayjobs.com", "JR100234"],
    [
      "https://acme.wd103.myworkdayjobs.com/de-DE/Acme_Careers/job/Berlin/Data-Analyst_R5001/apply/applyManually",
      "acme.wd103.myworkdayjobs.com",
      "R5001",
    ],
    ["https://Acme.WD12.myworkdayjobs.com/Careers/job/London/Engineer_R77/apply/autofillWithResume", "acme.wd12.myworkdayjobs.com", "R77"],
    ["https://wd3.myworkdaysite.com/recruiting/acme/External/job/Austin-TX/Engineer_R9", "acme.wd3.myworkdayjobs.com", "R9"],
    [
      "https://wd503.myworkdaysite.com/en-US/recruiting/Acme/Site/job/Paris/Designer_REQ-42/apply",
      "acme.wd503.myworkdayjobs.com",
      "REQ-42",
    ],
    ["https://acme.wd108.myworkdayjobs.com/External", "acme.wd108.myworkdayjobs.com", null],
    ["https://acme.wd5.myworkdayjobs.com/External/details/Software-Engineer_R-1?q=x", "acme.wd5.myworkdayjobs.com", "R-1"],
  ],
  smartrecruiters: [
    ["https://jobs.smartrecruiters.com/Acme/743999912345678-software-engineer", "Acme", "743999912345678"],
    ["https://careers.smartrecruiters.com/Acme/743999912345678-software-engineer?trid=abc", "Acme", "743999912345678"],
    ["https://jobs.smartrecruiters.com/oneclick-ui/company/Acme/posting/743999912345678", "Acme", "743999912345678"],
    ["https://jobs.smartrecruiters.com/oneclick-ui/company/Acme/posting/743999912345678/publication/abc", "Acme", "743999912345678"],
    ["https://careers.smartrecruiters.com/Acme", "Acme", null],
  ],
  icims: [
    ["https://careers-acme.icims.com/jobs/12345/software-engineer/job", "careers-acme", "12345"],
    ["https://careers-acme.icims.com/jobs/12345/login", "careers-acme", "12345"],
    ["https://careers-acme.icims.com/jobs/12345/software-engineer/job?in_iframe=1", "careers-acme", "12345"],
    ["https://uscareers-acme.icims.com/jobs/998/data-analyst/job?mode=job&iis=Job+Board", "uscareers-acme", "998"],
    ["https://careers-acme.icims.com/jobs/search?ss=1&in_iframe=1", "careers-acme", null],
    ["https://JOBS-ACME.icims.com/jobs/5/x/job", "jobs-acme", "5"],
  ],
  workable: [
    ["https://apply.workable.com/acme/j/AB12CD34EF/", "acme", "AB12CD34EF"],
    ["https://apply.workable.com/acme/j/AB12CD34EF/apply/", "acme", "AB12CD34EF"],
    ["https://apply.workable.com/j/AB12CD34EF", null, "AB12CD34EF"],
    ["https://acme.workable.com/j/AB12CD34EF", "acme", "AB12CD34EF"],
    ["https://acme.workable.com/jobs/123456", "acme", "123456"],
    ["https://apply.workable.com/acme/", "acme", null],
  ],
  bamboohr: [
    ["https://acme.bamboohr.com/careers/123", "acme", "123"],
    ["https://acme.bamboohr.com/careers/123?source=aWQ9MTE%3D", "acme", "123"],
    ["https://acme.bamboohr.com/jobs/view.php?id=45", "acme", "45"],
    ["https://acme.bamboohr.com/careers", "acme", null],
    ["https://acme-inc.bamboohr.com/careers/7/detail", "acme-inc", "7"],
  ],
  taleo: [
    ["https://acme.taleo.net/careersection/2/jobdetail.ftl?job=12345&lang=en", "acme", "12345"],
    ["https://acme.taleo.net/careersection/ex/jobapply.ftl?job=12345", "acme", "12345"],
    ["https://acme.taleo.net/careersection/ex/jobsearch.ftl?lang=en", "acme", null],
    ["https://chp.tbe.taleo.net/chp04/ats/careers/v2/viewRequisition?org=ACME&cws=39&rid=1234", "acme", "1234"],
    ["https://phf.tbe.taleo.net/phf02/ats/careers/requisition.jsp?org=ACMECORP&cws=1&rid=77", "acmecorp", "77"],
  ],
  successfactors: [
    ["https://career4.successfactors.com/career?company=AcmeP&career_ns=job_listing&career_job_req_id=12345", "acmep", "12345"],
    ["https://career2.successfactors.eu/career?career_ns=job_application&company=acme&career_job_req_id=99", "acme", "99"],
    ["https://career5.successfactors.com/sfcareer/jobreqcareer?jobId=321&company=acme", "acme", "321"],
    ["https://career8.successfactors.com/career?company=acme&login_ns=register", "acme", null],
    ["https://ascendlearning.jobs.hr.cloud.sap/job/Leawood-Senior-Software-Engineer-KS-66211/1415909200/", "ascendlearning", "1415909200"],
    ["https://wlgore.jobs.hr.cloud.sap/job/Portland/Senior-Engineer/123-en_US", "wlgore", "123"],
    ["https://jobs.acme.com/career?company=acme&career_job_req_id=555", "acme", "555"],
  ],
  oracle: [
    ["https://eeho.fa.us2.oraclecloud.com/hcmUI/CandidateExperience/en/sites/CX_1/job/12345", "eeho", "12345"],
    ["https://eeho.fa.us2.oraclecloud.com/hcmUI/CandidateExperience/en/sites/CX_1/job/12345/apply/email", "eeho", "12345"],
    ["https://acme.fa.ocs.oraclecloud.com/hcmUI/CandidateExperience/en/sites/CX_2/requisitions/preview/678", "acme", "678"],
    ["https://hdpc.fa.us2.oraclecloud.com/hcmUI/CandidateExperience/en/sites/CX_1", "hdpc", null],
    ["https://careers.acme.com/hcmUI/CandidateExperience/en/sites/CX_1/job/42", "careers.acme.com", "42"],
  ],
  jazzhr: [
    ["https://acme.applytojob.com/apply/AbC123xyz/Software-Engineer", "acme", "AbC123xyz"],
    ["https://acme.applytojob.com/apply/AbC123xyz/Software-Engineer?source=LinkedIn", "acme", "AbC123xyz"],
    ["https://acme.applytojob.com/apply", "acme", null],
    ["https://acme-corp.applytojob.com/apply/Zz9/Nurse", "acme-corp", "Zz9"],
    ["http://acme.applytojob.com/apply/q1w2e3/Driver", "acme", "q1w2e3"],
  ],
  jobvite: [
    ["https://jobs.jobvite.com/acme/job/oAbC1fwX", "acme", "oAbC1fwX"],
    ["https://jobs.jobvite.com/acme/job/oAbC1fwX/apply", "acme", "oAbC1fwX"],
    ["https://jobs.jobvite.com/careers/acme/job/oAbC1fwX", "acme", "oAbC1fwX"],
    ["https://app.jobvite.com/CompanyJobs/Careers.aspx?c=qAb9VfwC&page=Job%20Description&j=oXyz1", "qAb9VfwC", "oXyz1"],
    ["https://jobs.jobvite.com/acme/jobs", "acme", null],
  ],
  breezy: [
    ["https://acme.breezy.hr/p/2e6d0a1f6c4b-software-engineer", "acme", "2e6d0a1f6c4b"],
    ["https://acme.breezy.hr/p/2e6d0a1f6c4b-software-engineer/apply", "acme", "2e6d0a1f6c4b"],
    ["https://acme.breezy.hr/p/2e6d0a1f6c4b", "acme", "2e6d0a1f6c4b"],
    ["https://acme.breezy.hr/", "acme", null],
    ["https://acme-labs.breezy.hr/p/99aa-designer?source=indeed", "acme-labs", "99aa"],
  ],
  recruitee: [
    ["https://acme.recruitee.com/o/software-engineer", "acme", "software-engineer"],
    ["https://acme.recruitee.com/o/software-engineer/c/new", "acme", "software-engineer"],
    ["https://acme.recruitee.com/o/data-analyst-2", "acme", "data-analyst-2"],
    ["https://acme.recruitee.com/", "acme", null],
    ["https://careers.recruitee.com/o/backend-engineer", "careers", "backend-engineer"],
  ],
  personio: [
    ["https://acme.jobs.personio.de/job/123456", "acme", "123456"],
    ["https://acme.jobs.personio.de/job/123456?language=en&display=en", "acme", "123456"],
    ["https://acme.jobs.personio.com/job/789#apply", "acme", "789"],
    ["https://acme-gmbh.jobs.personio.de/", "acme-gmbh", null],
    ["https://acme.jobs.personio.de/job/55/apply", "acme", "55"],
  ],
  teamtailor: [
    ["https://acme.teamtailor.com/jobs/1234567-software-engineer", "acme", "1234567"],
    ["https://acme.teamtailor.com/jobs/1234567-software-engineer/applications/new", "acme", "1234567"],
    ["https://acme.teamtailor.com/jobs/1234567", "acme", "1234567"],
    ["https://acme.na.teamtailor.com/jobs/42-designer", "acme", "42"],
    ["https://acme.teamtailor.com/jobs", "acme", null],
  ],
  pinpoint: [
    [`https://acme.pinpointhq.com/en/postings/${UUID}`, "acme", UUID],
    [`https://acme.pinpointhq.com/postings/${UUID}`, "acme", UUID],
    [`https://acme.pinpointhq.com/en/postings/${UUID}/applications/new`, "acme", UUID],
    ["https://acme.pinpointhq.com/", "acme", null],
    ["https://acme-ltd.pinpointhq.com/postings/12345", "acme-ltd", "12345"],
  ],
  rippling: [
    [`https://ats.rippling.com/acme/jobs/${UUID}`, "acme", UUID],
    [`https://ats.rippling.com/acme/jobs/${UUID}/apply`, "acme", UUID],
    ["https://ats.rippling.com/acme-careers/jobs", "acme-careers", null],
    [`https://ats.rippling.com/en-GB/acme/jobs/${UUID}`, "acme", UUID],
    ["https://ats.rippling.com/rippling/jobs/2f0674e6", "rippling", "2f0674e6"],
  ],
  paylocity: [
    ["https://recruiting.paylocity.com/Recruiting/Jobs/Details/1234567", null, "1234567"],
    ["https://recruiting.paylocity.com/recruiting/jobs/Apply/1234567", null, "1234567"],
    [`https://recruiting.paylocity.com/Recruiting/Jobs/All/${GUID}/Acme-Inc`, GUID, null],
    ["https://recruiting.paylocity.com/Recruiting/Jobs/Details/998877?source=Indeed", null, "998877"],
    [`https://recruiting.paylocity.com/Recruiting/Jobs/All/${GUID.toUpperCase()}`, GUID, null],
  ],
  adp: [
    [
      `https://workforcenow.adp.com/mascsr/default/mdf/recruitment/recruitment.html?cid=${GUID}&ccId=19000101_000001&jobId=456789&lang=en_US`,
      GUID,
      "456789",
    ],
    [
      `https://workforcenow.adp.com/mascsr/default/mdf/recruitment/recruitment.html?cid=${GUID}&ccId=19000101_000001&type=MP&lang=en_US`,
      GUID,
      null,
    ],
    ["https://myjobs.adp.com/acmecareers/cx", "acmecareers", null],
    ["https://myjobs.adp.com/acmecareers/cx/job-details?reqId=5001234567890", "acmecareers", "5001234567890"],
    ["https://recruiting.adp.com/srccar/public/RTI.home?c=1234567&d=ExternalCareerSite&r=5000123456789#/", "1234567", "5000123456789"],
  ],
  ukg: [
    [`https://recruiting.ultipro.com/ACM1000ACME/JobBoard/${GUID}/OpportunityDetail?opportunityId=${UUID}`, "ACM1000ACME", UUID],
    [
      `https://recruiting2.ultipro.com/ACM1000ACME/JobBoard/${GUID}/OpportunityDetail?opportunityId=${UUID.toUpperCase()}`,
      "ACM1000ACME",
      UUID,
    ],
    [`https://recruiting.ultipro.com/ACM1000ACME/JobBoard/${GUID}/?q=&o=postedDateDesc`, "ACM1000ACME", null],
    [`https://acme.rec.pro.ukg.net/ACM1000ACME/JobBoard/${GUID}/OpportunityDetail?opportunityId=${UUID}`, "ACM1000ACME", UUID],
    [`https://recruiting.ultipro.com/acm1000acme/jobboard/${GUID}/OpportunityApply?opportunityId=${UUID}`, "ACM1000ACME", UUID],
    // The older path, as a public careers page links real postings (docs/platforms.md "UKG Pro Recruiting").
    [`https://recruiting.ultipro.com/USG1006/JobBoard/${GUID}/Opportunity/OpportunityDetail?opportunityId=${UUID}`, "USG1006", UUID],
    [`https://recruiting.ultipro.ca/MER5001MCUL/JobBoard/${GUID}/OpportunityDetail?opportunityId=${UUID}`, "MER5001MCUL", UUID],
  ],
  dayforce: [
    ["https://jobs.dayforcehcm.com/en-US/acme/CANDIDATEPORTAL/jobs/3295", "acme", "3295"],
    ["https://jobs.dayforcehcm.com/en-US/acme/CANDIDATEPORTAL/jobs/3295/apply", "acme", "3295"],
    ["https://jobs.dayforcehcm.com/acme/CANDIDATEPORTAL/jobs/9508", "acme", "9508"],
    ["https://jobs.dayforcehcm.com/en-US/acme/CANDIDATEPORTAL", "acme", null],
    ["https://us58.dayforcehcm.com/CandidatePortal/en-US/acme/Posting/View/1234", "acme", "1234"],
  ],
  paycom: [
    [
      "https://www.paycomonline.net/v4/ats/web.php/jobs?clientkey=434D8E11B53DE940A5456677337F30F5",
      "434D8E11B53DE940A5456677337F30F5",
      null,
    ],
    [
      "https://www.paycomonline.net/v4/ats/web.php/jobs/ViewJobDetails?job=12345&clientkey=434D8E11B53DE940A5456677337F30F5",
      "434D8E11B53DE940A5456677337F30F5",
      "12345",
    ],
    [
      "https://www.paycomonline.net/v4/ats/web.php/portal/0CD03D349D6A29BE4D1C4745E87E83CC/jobs/83535",
      "0CD03D349D6A29BE4D1C4745E87E83CC",
      "83535",
    ],
    [
      "https://www.paycomonline.net/v4/ats/web.php/portal/e743deb45c5896f708643c7d7b581397/career-page",
      "E743DEB45C5896F708643C7D7B581397",
      null,
    ],
    [
      "https://www.paycomonline.net/v4/ats/web.php/jobs?clientkey=FC9962A89833ED19DB7F75E9F964ACB9&fromClientSide=true",
      "FC9962A89833ED19DB7F75E9F964ACB9",
      null,
    ],
    [
      "https://paycomonline.net/v4/ats/web.php/portal/3e64d01d9950e486d4a0fe9c96454c82/jobs/461497",
      "3E64D01D9950E486D4A0FE9C96454C82",
      "461497",
    ],
  ],
  jobscore: [
    ["https://careers.jobscore.com/careers/acme/jobs/software-engineer-abc123", "acme", "software-engineer-abc123"],
    ["https://careers.jobscore.com/careers/acme/jobs/software-engineer-abc123?sid=161", "acme", "software-engineer-abc123"],
    ["https://careers.jobscore.com/careers/acme", "acme", null],
    ["https://careers.jobscore.com/careers/acmelabs/jobs/designer-x9/apply", "acmelabs", "designer-x9"],
    ["http://careers.jobscore.com/careers/acme/jobs/nurse-q1", "acme", "nurse-q1"],
  ],
  comeet: [
    ["https://www.comeet.com/jobs/acme/A1.B2C/software-engineer/C3.D4E", "acme", "C3.D4E"],
    ["https://www.comeet.com/jobs/acme/A1.B2C/software-engineer/c3.d4e?coref=1.10.r8D", "acme", "C3.D4E"],
    ["https://comeet.com/jobs/acme/A1.B2C", "acme", null],
    ["https://www.comeet.co/jobs/acme/A1.B2C/data-analyst/F5.06", "acme", "F5.06"],
    ["https://www.comeet.com/jobs/acme-labs/11.00A/designer/22.001", "acme-labs", "22.001"],
    ["https://comeet.co/jobs/acme/A1.B2C/nurse/A7.0B", "acme", "A7.0B"],
  ],
  zoho_recruit: [
    ["https://acme.zohorecruit.com/jobs/Careers/608723000012345678/Software-Engineer?source=CareerSite", "acme", "608723000012345678"],
    ["https://acme.zohorecruit.eu/jobs/Careers/20000000123/Data-Analyst", "acme", "20000000123"],
    ["https://acme.zohorecruit.in/jobs/Careers/55/Designer", "acme", "55"],
    ["https://acme.zohorecruit.com/jobs/Careers", "acme", null],
    ["https://acme.zohorecruit.com.au/jobs/Careers/77/Nurse", "acme", "77"],
    ["https://acme.zohorecruit.jp/jobs/Careers/81/Engineer", "acme", "81"],
    ["https://acme.zohorecruit.com.cn/jobs/Careers/82/Engineer", "acme", "82"],
    ["https://acme.zohorecruit.ca/jobs/Careers/83/Engineer", "acme", "83"],
    ["https://acme.zohorecruit.sa/jobs/Careers/84/Engineer", "acme", "84"],
  ],
  freshteam: [
    ["https://acme.freshteam.com/jobs/AbCdEf123/software-engineer", "acme", "AbCdEf123"],
    ["https://acme.freshteam.com/jobs/AbCdEf123/software-engineer/apply", "acme", "AbCdEf123"],
    ["https://acme.freshteam.com/jobs", "acme", null],
    ["https://acme-inc.freshteam.com/jobs/Zx9_Q/designer", "acme-inc", "Zx9_Q"],
    ["http://acme.freshteam.com/jobs/k1/driver?ft_source=1", "acme", "k1"],
  ],
};

const NEGATIVE: string[] = [
  // vendors' own sites, apps and APIs
  "https://www.greenhouse.io/",
  "https://www.greenhouse.io/blog/hiring",
  "https://greenhouse.io/careers",
  "https://app.greenhouse.io/dashboard",
  "https://boards.greenhouse.io/",
  "https://lever.co/",
  "https://www.lever.co/pricing",
  "https://jobs.lever.co/",
  "https://hire.lever.co/candidates",
  "https://www.ashbyhq.com/",
  "https://jobs.ashbyhq.com/",
  "https://myworkdayjobs.com/",
  "https://www.myworkdayjobs.com/en-US/External",
  "https://wd5.myworkdayjobs.com/External/job/X_R1",
  "https://wd5.myworkdaysite.com/",
  "https://wd5.myworkdaysite.com/en-US/External",
  "https://www.workday.com/en-us/products.html",
  "https://www.smartrecruiters.com/",
  "https://jobs.smartrecruiters.com/",
  "https://www.icims.com/",
  "https://login.icims.com/",
  "https://www.workable.com/blog/interview-questions",
  "https://workable.com/",
  "https://resources.workable.com/tutorial",
  "https://apply.workable.com/",
  "https://apply.workable.com/api/v1/widget/accounts/acme",
  "https://www.bamboohr.com/pricing",
  "https://www.taleo.net/",
  "https://www.successfactors.com/",
  "https://www.sap.com/products/hcm.html",
  "https://eeho.fa.us2.oraclecloud.com/fscmUI/faces/FuseWelcome",
  "https://www.oracle.com/human-capital-management/",
  "https://www.applytojob.com/",
  "https://www.jobvite.com/",
  "https://jobs.jobvite.com/",
  "https://www.breezy.hr/",
  "https://recruitee.com/",
  "https://www.recruitee.com/",
  "https://www.personio.de/",
  "https://www.teamtailor.com/en/",
  "https://www.pinpointhq.com/",
  "https://www.rippling.com/ats",
  "https://ats.rippling.com/",
  "https://www.paylocity.com/",
  "https://recruiting.paylocity.com/",
  "https://www.adp.com/",
  "https://workforcenow.adp.com/",
  "https://www.ukg.com/",
  "https://recruiting.ultipro.com/",
  "https://www.dayforce.com/",
  "https://www.paycom.com/",
  "https://www.paycomonline.net/",
  "https://www.jobscore.com/",
  "https://careers.jobscore.com/",
  "https://www.comeet.com/",
  "https://www.comeet.com/pricing",
  "https://www.zoho.com/recruit/",
  "https://www.freshworks.com/hrms/",
  "https://www.freshteam.com/",
  // look-alikes
  "https://boards.greenhouse.io.evil.com/acme/jobs/123",
  "https://evilgreenhouse.io/acme/jobs/123",
  "https://greenhouse.io.evil.com/acme/jobs/1",
  "https://evil.com/boards.greenhouse.io/acme/jobs/123",
  `https://jobs.lever.co.attacker.net/acme/${UUID}`,
  "https://acme.myworkdayjobs.com.evil.com/External/job/X_R1",
  "https://notmyworkdayjobs.com/acme",
  "https://acme.icims.com.evil.com/jobs/1/x/job",
  "https://apply.workable.com.evil.com/acme/j/X",
  "https://evil.com/?url=https://boards.greenhouse.io/acme/jobs/1",
  // other sites, generic ids, non-URLs, other schemes
  "https://www.linkedin.com/jobs/view/3812345678",
  "https://www.indeed.com/viewjob?jk=abc123",
  "https://careers.acme.com/jobs?jobId=1",
  "https://careers.acme.com/?gh_jid=abc",
  "https://careers.acme.com/?ashby_jid=not-a-uuid",
  "not a url",
  "",
  "boards.greenhouse.io/acme/jobs/1",
  "ftp://boards.greenhouse.io/acme/jobs/1",
  "javascript:alert(1)",
];

describe("detectAts", () => {
  for (const id of ATS_IDS) {
    describe(id, () => {
      it("has at least five real-shaped cases", () => expect(POSITIVE[id].length).toBeGreaterThanOrEqual(5));
      it.each(POSITIVE[id])("%s", (url, tenant, jobId) => {
        expect(detectAts(url)).toEqual({ ats: id, tenant, jobId });
        expect(detectPlatform(url)?.id).toBe(id);
      });
    });
  }

  it.each(NEGATIVE)("does not claim %s", (url) => {
    expect(detectAts(url)).toEqual({ ats: null, tenant: null, jobId: null });
    expect(detectPlatform(url)).toBeNull();
  });

  it("keys a Workday tenant the same on myworkdayjobs.com and myworkdaysite.com", () => {
    const a = detectAts("https://acme.wd5.myworkdayjobs.com/External/job/X/Y_R1");
    const b = detectAts("https://wd5.myworkdaysite.com/recruiting/acme/Other/job/X/Y_R1");
    expect(a.tenant).toBe(b.tenant);
  });

  it("tolerates surrounding whitespace and a trailing dot in the host", () => {
    expect(detectAts("  https://boards.greenhouse.io./acme/jobs/9  ")).toEqual({ ats: "greenhouse", tenant: "acme", jobId: "9" });
  });
});

// GET /v1/ats advertises a platform's hosts; detection must read exactly those (plus the employers' own
// pages a descriptor names in detectElsewhere), so neither list can drift from the other.
describe("advertised hosts are the hosts detection reads", () => {
  const advertised = (id: AtsId, url: string) => matchHost(getPlatform(id)!.hosts, urlParts(url)!.host) !== null;

  it.each(ATS_IDS)("%s: every detected posting is on an advertised host or on an employer page the descriptor names", (id) => {
    const elsewhere = PLATFORMS.find((p) => p.id === id)!.detectElsewhere;
    for (const [url] of POSITIVE[id]) {
      if (!advertised(id, url)) expect(elsewhere?.(urlParts(url)!) ?? null, url).not.toBeNull();
    }
  });

  it.each(ATS_IDS)("%s: every advertised host has a detected posting among the cases", (id) => {
    for (const host of getPlatform(id)!.hosts) {
      expect(
        POSITIVE[id].some(([url]) => matchHost([host], urlParts(url)!.host) !== null),
        host,
      ).toBe(true);
    }
  });

  it("claims nothing on a host no platform advertises unless an employer-page rule says so", () => {
    for (const id of ATS_IDS) {
      for (const [url] of POSITIVE[id]) {
        const moved = url.replace(/^(https?:\/\/)[^/?#]+/i, "$1careers.example-employer.com");
        const { ats } = detectAts(moved);
        if (ats) expect(PLATFORMS.find((p) => p.id === ats)!.detectElsewhere, moved).toBeDefined();
      }
    }
  });

  it("gives no host to two platforms", () => {
    const hosts = PLATFORMS.flatMap((p) => p.hosts);
    expect(new Set(hosts).size).toBe(hosts.length);
  });
});
